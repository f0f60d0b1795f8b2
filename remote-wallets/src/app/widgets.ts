import { lazyComponent, type RemoteWidgetsModule } from '@portal/shared';
import './register';

/** Components the host composes into the dashboard: the same components the pages use, not copies. */
export const widgets: RemoteWidgetsModule['widgets'] = {
  WalletCards: lazyComponent(async () => (await import('../features/fiat-wallets/components/wallet-cards')).WalletCards),
  FiatTransactionsTable: lazyComponent(async () => (await import('../features/fiat-wallets/components/fiat-transactions-table')).FiatTransactionsTable),
  CryptoAccountsTable: lazyComponent(async () => (await import('../features/crypto-accounts/components/crypto-accounts-table')).CryptoAccountsTable),
};
