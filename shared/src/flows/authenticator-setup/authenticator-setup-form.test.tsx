import { act, fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from '../../i18n/i18n';
import { AuthenticatorSetupForm } from './authenticator-setup-form';

const confirm = jest.fn();
const sendCurrent = jest.fn();

jest.mock('../../ui/controls/qr-code', () => ({ QrCode: () => <div data-testid="qr" /> }));
jest.mock('../../api/query-helpers', () => ({
  useApiQuery: () => ({
    isPending: false,
    error: null,
    data: { secret: 'ABCDEF', otpauth_url: 'otpauth://totp/x?secret=ABCDEF' },
  }),
  useApiMutation: (endpoint: { id: string }) => ({
    mutate: endpoint.id === 'auth.sendAndCheckOtp' ? sendCurrent : confirm,
    isPending: false,
    error: null,
  }),
}));

const field = (label: string) => screen.getByLabelText(label, { exact: false });

beforeAll(() => act(() => setLanguage('en')));

describe('AuthenticatorSetupForm', () => {
  it('asks for the password and the current SMS code before turning the authenticator on (issue 22)', async () => {
    render(<AuthenticatorSetupForm onEnabled={jest.fn()} />);
    expect(screen.getByText('ABCDEF')).toBeTruthy();
    fireEvent.change(field('Verification code'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    });
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the code to my phone' }));
    expect(sendCurrent).toHaveBeenCalledTimes(1);
    fireEvent.change(field('Password'), { target: { value: 'Passw0rd!x' } });
    fireEvent.change(field('Code from the SMS'), { target: { value: '654321' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    });
    expect(confirm).toHaveBeenCalledWith({
      body: { code: '123456', password: 'Passw0rd!x', current_code: '654321' },
    });
  });
});
