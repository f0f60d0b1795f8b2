import type { RemoteWidgetsModule } from '@portal/shared';
import './register';
import { widgetShell } from './page-shell';

/** Components the host composes into the dashboard. */
export const widgets: RemoteWidgetsModule['widgets'] = {
  WalletCards: widgetShell('WalletCards'),
  FiatTransactionsTable: widgetShell('FiatTransactionsTable'),
  CryptoAccountsTable: widgetShell('CryptoAccountsTable'),
};
