import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@portal/shared';
import '../../../app/register';
import { ProfileContent } from './profile-content';

let profile: Record<string, unknown>;
const toggleType = jest.fn(async () => ({ code: '200', message: 'Deposit notifications disabled' }));
const changePassword = jest.fn();
jest.mock('../api/get-edit-profile-details', () => ({
  useEditProfileDetails: () => ({ data: profile, isPending: false, isError: false }),
}));
let authenticator: 'Yes' | 'No' = 'No';
jest.mock('../../../lib/api/get-user-details', () => ({
  useUserDetails: () => ({ data: { authenticator }, isPending: false }),
}));
jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  AuthenticatorSetupForm: () => <p>setup form</p>,
}));
jest.mock('../api/get-photo', () => ({ usePhoto: () => ({ data: undefined }) }));
jest.mock('../api/update-user-notification', () => ({
  useUpdateUserNotification: () => ({ mutateAsync: toggleType, isPending: false }),
}));
jest.mock('../api/update-email-notification', () => ({
  useUpdateEmailNotification: () => ({ mutateAsync: jest.fn(), isPending: false }),
}));
jest.mock('../api/update-password', () => ({
  useUpdatePassword: () => ({ mutateAsync: changePassword, isPending: false }),
}));

const base = {
  first_name: 'Eve',
  last_name: 'Tester',
  email_id: 'eve@example.com',
  customer_id: '12',
  account_type: 'Other',
  email_notification: 'Enable',
  notification_list: [{ notification_type: 'Deposit', notification_status: 'Enable' }],
  email_notification_list: [{ notification_type: 'Deposit', notification_status: 'Disable' }],
};

const renderPage = () =>
  render(
    <MemoryRouter>
      <ProfileContent />
    </MemoryRouter>,
  );

beforeAll(() => act(() => setLanguage('en')));

describe('ProfileContent', () => {
  it('?tab=authenticator opens the setup when none is on, and says so when one is', () => {
    profile = base;
    authenticator = 'No';
    const page = render(
      <MemoryRouter initialEntries={['/profile?tab=authenticator&return=%2Fmy-cards']}>
        <ProfileContent />
      </MemoryRouter>,
    );
    expect(screen.getByRole('tab', { name: 'Authenticator App' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Set up an authenticator app' })).toBeTruthy();
    expect(screen.getByText('setup form')).toBeTruthy();
    page.unmount();
    authenticator = 'Yes';
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Authenticator App' }));
    expect(screen.getByText(/An authenticator app is set up/)).toBeTruthy();
    expect(screen.queryByText('setup form')).toBeNull();
  });

  it('Bank accounts have no Notification Settings tab', () => {
    profile = { ...base, account_type: 'Bank' };
    renderPage();
    expect(screen.getByRole('tab', { name: 'Personal Info' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Change Password' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Notification Settings' })).toBeNull();
  });

  it('notification switches reflect both lists and send the type with its channel', async () => {
    profile = base;
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Notification Settings' }));
    const [emailDeposit, appDeposit] = screen.getAllByRole('switch', {
      name: 'Deposit',
    }) as HTMLInputElement[];
    expect(emailDeposit!.checked).toBe(false);
    expect(appDeposit!.checked).toBe(true);
    fireEvent.click(emailDeposit!);
    await act(async () => undefined);
    expect(toggleType).toHaveBeenCalledWith({
      body: { notification_type: 'Deposit', status: 'Enable', channel: 'email' },
    });
    fireEvent.click(appDeposit!);
    expect(toggleType).toHaveBeenLastCalledWith({
      body: { notification_type: 'Deposit', status: 'Disable' },
    });
  });

  it('change password shows the §5 messages and calls nothing when they fail', async () => {
    profile = base;
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Change Password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Enter current password.')).toBeTruthy();
    expect(screen.getByText('Enter new password.')).toBeTruthy();
    expect(screen.getByText('Enter confirm password.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'Demo!2345' } });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'abc12345' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'abc12346' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Do not match password.')).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
  });
});
