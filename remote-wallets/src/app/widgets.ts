import { withKitProviders, type RemoteWidgetsModule } from '@portal/shared';
import { CryptoAccountsTable } from '../features/crypto-accounts/components/crypto-accounts-table';
import { FiatTransactionsTable } from '../features/fiat-wallets/components/fiat-transactions-table';
import { WalletCards } from '../features/fiat-wallets/components/wallet-cards';
import './register';

// In the exposed module itself: the dashboard shows them all at once, and the federation runtime fetches the
// module's chunks beside remoteEntry.js, so they arrive a round trip earlier than a lazy chunk would.
/** Components the host composes into the dashboard: the same components the pages use, not copies. */
export const widgets: RemoteWidgetsModule['widgets'] = {
  WalletCards: withKitProviders(WalletCards),
  FiatTransactionsTable: withKitProviders(FiatTransactionsTable),
  CryptoAccountsTable: withKitProviders(CryptoAccountsTable),
};
