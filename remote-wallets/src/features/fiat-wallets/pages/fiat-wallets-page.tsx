import { WalletsPage } from '../../../lib/wallets-page';
import { FiatTransactionsTable } from '../components/fiat-transactions-table';
import { WalletCards } from '../components/wallet-cards';

/** Route page /fiat (see src/app/routes.ts): the wallet cards and the virtual-wallet transactions. */
export const FiatWalletsPage = () => (
  <WalletsPage titleKey="fiat">
    <WalletCards />
    <FiatTransactionsTable />
  </WalletsPage>
);
