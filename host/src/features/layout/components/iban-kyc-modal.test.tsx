import { act, render, screen } from '@testing-library/react';
import { bus } from '@portal/shared';
import { IbanKycModal } from './iban-kyc-modal';

type WidgetProps = { remote: string; name: string; props?: { onDone?: () => void } };
const rendered: WidgetProps[] = [];

// The remote slot loads federation code; here it is a button that completes the form.
jest.mock('../../../app/remotes/remote-slot', () => ({
  RemoteWidget: (slot: WidgetProps) => {
    rendered.push(slot);
    return (
      <button type="button" onClick={() => slot.props?.onDone?.()}>
        {`${slot.remote}:${slot.name}`}
      </button>
    );
  },
}));

describe('IbanKycModal', () => {
  it('stays closed until an app emits ibanKyc:open, then shows remote-account IbanKycForm', () => {
    render(<IbanKycModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      bus.emit('ibanKyc:open');
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'account:IbanKycForm' })).toBeTruthy();
    expect(rendered.at(-1)).toMatchObject({ remote: 'account', name: 'IbanKycForm' });
  });

  it('closes when the form reports it is done', () => {
    render(<IbanKycModal />);
    act(() => {
      bus.emit('ibanKyc:open');
    });
    act(() => {
      screen.getByRole('button', { name: 'account:IbanKycForm' }).click();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
