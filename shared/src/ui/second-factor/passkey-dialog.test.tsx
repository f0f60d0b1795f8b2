import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { passkeyProof } from './passkey-proof';
import { useSecondFactorStep } from './use-second-factor-step';

jest.mock('./passkey-proof', () => ({
  ...jest.requireActual('./passkey-proof'),
  passkeyProof: jest.fn(),
}));
const proof = passkeyProof as jest.MockedFunction<typeof passkeyProof>;

const Harness = ({ submit }: { submit: (code: unknown) => Promise<unknown> }) => {
  const step = useSecondFactorStep('Passkey');
  return (
    <>
      <button type="button" onClick={() => void step.confirm(submit)}>
        Confirm
      </button>
      {step.dialog}
    </>
  );
};

describe('the passkey confirm mode', () => {
  beforeEach(() => proof.mockReset());

  it('asks the browser on opening and hands the answer to the final call under the passkey kind', async () => {
    proof.mockResolvedValue('{"id":"cred-1"}');
    const submit = jest.fn().mockResolvedValue(undefined);
    render(<Harness submit={submit} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    expect(proof).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ kind: 'passkey', code: '{"id":"cred-1"}' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a cancelled prompt submits nothing, says why and lets the customer try again', async () => {
    proof.mockRejectedValueOnce(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    const submit = jest.fn().mockResolvedValue(undefined);
    render(<Harness submit={submit} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/cancelled or timed out/);
    proof.mockResolvedValueOnce('{"id":"cred-1"}');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use my passkey' })));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('a refused answer (another operation) stays in the dialog with the server’s message', async () => {
    proof.mockResolvedValue('{"id":"cred-1"}');
    const submit = jest
      .fn()
      .mockRejectedValue(
        new ApiError('server', { code: '401', serverMessage: 'This passkey confirmation was already used.' }),
      );
    render(<Harness submit={submit} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/already used/);
  });
});
