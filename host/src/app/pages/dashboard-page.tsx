import { useTranslation } from 'react-i18next';
import { RemoteWidget } from '../remotes/remote-slot';

/** "Virtual Wallets & Accounts" (spec 01 §2.7), composed from remote widgets: a remote that is down only
 * blanks its own widgets. */
export const DashboardPage = () => {
  const { t } = useTranslation('host');
  return (
    <section data-page="dashboard">
      <h1>{t('shell.dashboardTitle')}</h1>
      <RemoteWidget remote="account" name="ReferralLinkBox" />
      <RemoteWidget remote="wallets" name="WalletCards" />
      <RemoteWidget remote="wallets" name="FiatTransactionsTable" />
      <RemoteWidget remote="wallets" name="CryptoAccountsTable" />
      <RemoteWidget remote="exchange" name="BuySellTable" />
      <RemoteWidget remote="exchange" name="SwapTable" />
    </section>
  );
};
