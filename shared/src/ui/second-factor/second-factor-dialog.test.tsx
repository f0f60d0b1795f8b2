import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SecondFactorDialog } from './second-factor-dialog';

const setup = (mode: string, extra: Partial<Parameters<typeof SecondFactorDialog>[0]> = {}) => {
  const onSubmit = jest.fn();
  const onResend = jest.fn();
  const onClose = jest.fn();
  render(
    <SecondFactorDialog
      mode={mode}
      open
      onSubmit={onSubmit}
      onResend={onResend}
      onClose={onClose}
      {...extra}
    />,
  );
  return { onSubmit, onResend, onClose, user: userEvent.setup() };
};

describe('SecondFactorDialog', () => {
  it('authenticator mode refuses 5 characters and accepts 6', async () => {
    const { onSubmit, user } = setup('Google Authentication');
    const input = screen.getByLabelText('Enter 6 digit google authetication code');
    await user.type(input, '12345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Code must be exactly 6 characters.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(input, '6');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('123456'));
  });

  it('an empty authenticator code shows the spec 03 §5 message', async () => {
    const { onSubmit, user } = setup('Google Authentication');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter 6 digit google authetication code');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an empty SMS code shows the OTP placeholder message (spec 03 §5)', async () => {
    const { onSubmit, user } = setup('SMS OTP Authentication');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter 6 digit OTP');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(['Google Authentication', 'SMS OTP Authentication'])(
    '%s: a refused code shows the server message and is cleared (spec 03 §8)',
    async (mode) => {
      const Harness = () => {
        const [error, setError] = useState<string>();
        return (
          <SecondFactorDialog
            mode={mode}
            open
            error={error}
            onSubmit={async () => setError('Invalid authentication code')}
            onClose={jest.fn()}
          />
        );
      };
      const user = userEvent.setup();
      render(<Harness />);
      const input = screen.getByRole('textbox') as HTMLInputElement;
      await user.type(input, '123456');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Invalid authentication code')).toBeTruthy();
      await waitFor(() => expect(input.value).toBe(''));
    },
  );

  it('SMS mode shows the note and Resend calls onResend', async () => {
    const { onResend, user } = setup('SMS OTP Authentication');
    expect(screen.getByText(/sent to your registered mobile number/)).toBeTruthy();
    expect(screen.getByPlaceholderText('Enter 6 digit OTP')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('renders nothing for another mode', () => {
    setup('none');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot submit twice while pending and shows the server error', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(
      <SecondFactorDialog
        mode="Google Authentication"
        open
        onSubmit={onSubmit}
        onClose={jest.fn()}
        error="Invalid code"
      />,
    );
    expect(screen.getByText('Invalid code')).toBeTruthy();
    await user.type(screen.getByRole('textbox'), '654321');
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    await user.click(submit);
    await user.keyboard('{Enter}');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(true));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
  });

  it('Escape closes the dialog', async () => {
    const { onClose, user } = setup('Google Authentication');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
