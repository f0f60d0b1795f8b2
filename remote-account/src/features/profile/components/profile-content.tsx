import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Banner, Loader, Tabs, useSharedTranslation } from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useEditProfileDetails } from '../api/get-edit-profile-details';
import { ActiveSessions } from './active-sessions';
import { AuthenticatorSettings } from './authenticator-settings';
import { ChangePasswordForm } from './change-password-form';
import { NotificationSettings } from './notification-settings';
import { PasskeySettings } from './passkey-settings';
import { PersonalInfo } from './personal-info';

const TABS = ['personal', 'password', 'authenticator', 'passkeys', 'sessions', 'notifications'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** /profile: Personal Info, Change Password, Authenticator App (issue 44; `?tab=` opens one), Passkeys (issue 47), Active Sessions (issue 22), Notification Settings (hidden for account
 * type Bank, spec 03 §6). */
export const ProfileContent = () => {
  const { t } = useAccountTranslation();
  const { t: ts } = useSharedTranslation();
  const profile = useEditProfileDetails();
  const asked = useSearchParams()[0].get('tab');
  const [tab, setTab] = useState<Tab>(isTab(asked) ? asked : 'personal');
  if (profile.isPending) return <Loader />;
  if (profile.isError) return <Banner kind="error">{ts('errors.generic')}</Banner>;
  const isBank = profile.data.account_type === 'Bank';
  const tabs = [
    { key: 'personal' as const, label: t('profile.tabs.personal') },
    { key: 'password' as const, label: t('profile.tabs.password') },
    { key: 'authenticator' as const, label: t('profile.tabs.authenticator') },
    { key: 'passkeys' as const, label: t('profile.tabs.passkeys') },
    { key: 'sessions' as const, label: t('profile.tabs.sessions') },
    { key: 'notifications' as const, label: t('profile.tabs.notifications'), hidden: isBank },
  ];
  return (
    <Tabs tabs={tabs} active={tab} onChange={setTab}>
      {tab === 'personal' ? <PersonalInfo profile={profile.data} /> : null}
      {tab === 'password' ? <ChangePasswordForm /> : null}
      {tab === 'authenticator' ? <AuthenticatorSettings /> : null}
      {tab === 'passkeys' ? <PasskeySettings /> : null}
      {tab === 'sessions' ? <ActiveSessions /> : null}
      {tab === 'notifications' && !isBank ? <NotificationSettings profile={profile.data} /> : null}
    </Tabs>
  );
};
