import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  CARD_FACTOR_FIELDS,
  FACTOR_MODES,
  FIAT_FACTOR_FIELDS,
  type FactorDialogProps,
  type FactorMode,
  factorModeOf,
  needsSecondFactor,
  secondFactorFields,
} from './factor-modes';
import { useSecondFactorStep } from './use-second-factor-step';

describe('confirm modes', () => {
  it('picks the mode by the flow setting; any other value sends the call at once', () => {
    expect(factorModeOf('Google Authentication')?.kind).toBe('authenticator');
    expect(factorModeOf('SMS OTP Authentication')?.kind).toBe('sms');
    expect(factorModeOf('Passkey')?.kind).toBe('passkey');
    for (const other of ['none', '', null, undefined]) expect(needsSecondFactor(other)).toBe(false);
  });

  it('writes the proof under each call family’s wire name, nothing without one', () => {
    const totp = { kind: 'authenticator', code: '123456' } as const;
    const sms = { kind: 'sms', code: '654321' } as const;
    expect(secondFactorFields(totp)).toEqual({ auth_code: '123456' });
    expect(secondFactorFields(sms)).toEqual({ smscode: '654321' });
    expect(secondFactorFields(sms, FIAT_FACTOR_FIELDS)).toEqual({ otp: '654321' });
    expect(secondFactorFields(totp, FIAT_FACTOR_FIELDS)).toEqual({ auth_code: '123456' });
    expect(secondFactorFields(totp, CARD_FACTOR_FIELDS)).toEqual({ authcode: '123456' });
    expect(secondFactorFields(undefined, CARD_FACTOR_FIELDS)).toEqual({});
    const passkey = { kind: 'passkey', code: '{"id":"abc"}' } as const;
    for (const names of [undefined, FIAT_FACTOR_FIELDS, CARD_FACTOR_FIELDS])
      expect(secondFactorFields(passkey, names)).toEqual({ passkey: '{"id":"abc"}' });
  });

  it('runs whatever mode the registry holds: its preparation, its dialog, its proof', async () => {
    // Another mode: registered once, the step and so every form use it.
    const prepare = jest.fn().mockResolvedValue(true);
    const Dialog = ({ open, onProof, error }: FactorDialogProps) =>
      open ? (
        <div role="dialog" aria-label="Passkey">
          <button type="button" onClick={() => void onProof('assertion-1')}>
            Use passkey
          </button>
          {error ? <p>{error}</p> : null}
        </div>
      ) : null;
    const extra = {
      kind: 'authenticator',
      setting: 'Hardware token',
      noteKey: 'review.confirm',
      prepare,
      Dialog,
    };
    (FACTOR_MODES as FactorMode[]).push(extra as FactorMode);
    const submit = jest.fn().mockResolvedValue(undefined);
    const Harness = () => {
      const step = useSecondFactorStep('Hardware token');
      return (
        <>
          <button type="button" onClick={() => void step.confirm(submit)}>
            go
          </button>
          {step.dialog}
        </>
      );
    };
    try {
      render(<Harness />);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'go' })));
      expect(prepare).toHaveBeenCalled();
      expect(submit).not.toHaveBeenCalled();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use passkey' })));
      expect(submit).toHaveBeenCalledWith({ kind: 'authenticator', code: 'assertion-1' });
      expect(screen.queryByRole('dialog', { name: 'Passkey' })).toBeNull();
    } finally {
      (FACTOR_MODES as FactorMode[]).pop();
    }
  });
});
