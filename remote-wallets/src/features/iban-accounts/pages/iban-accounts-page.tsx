import { WalletsPage } from '../../../lib/wallets-page';
import { IbanAccountsView } from '../components/iban-accounts-view';

/** Route page /iban-account (see src/app/routes.ts). */
export const IbanAccountsPage = () => (
  <WalletsPage titleKey="ibanAccount">
    <IbanAccountsView />
  </WalletsPage>
);
