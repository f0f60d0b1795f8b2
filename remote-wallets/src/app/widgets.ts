import { lazyComponent, type RemoteWidgetsModule } from '@portal/shared';
import './register';

// One chunk for all of them (webpackChunkName): the dashboard shows them together, so one request, not one each.
/** Components the host composes into the dashboard: the same components the pages use, not copies. */
export const widgets: RemoteWidgetsModule['widgets'] = {
  WalletCards: lazyComponent(async () => (await import(/* webpackChunkName: "dashboard-widgets" */ '../features/fiat-wallets/components/wallet-cards')).WalletCards),
  FiatTransactionsTable: lazyComponent(async () => (await import(/* webpackChunkName: "dashboard-widgets" */ '../features/fiat-wallets/components/fiat-transactions-table')).FiatTransactionsTable),
  CryptoAccountsTable: lazyComponent(async () => (await import(/* webpackChunkName: "dashboard-widgets" */ '../features/crypto-accounts/components/crypto-accounts-table')).CryptoAccountsTable),
};
