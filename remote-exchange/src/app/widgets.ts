import { lazyComponent, type RemoteWidgetsModule } from '@portal/shared';
import './register';

/** Components the host composes into the dashboard; each one's code loads when first shown. */
export const widgets: RemoteWidgetsModule['widgets'] = {
  BuySellTable: lazyComponent(async () => (await import('../lib/trades/buy-sell-table')).BuySellTable),
  SwapTable: lazyComponent(async () => (await import('../lib/trades/swap-table')).SwapTable),
};
