import { lazyComponent, type RemoteWidgetsModule } from '@portal/shared';
import './register';

// One chunk for all of them (webpackChunkName): the dashboard shows them together, so one request, not one each.
/** Components the host composes into the dashboard; each one's code loads when first shown. */
export const widgets: RemoteWidgetsModule['widgets'] = {
  BuySellTable: lazyComponent(async () => (await import(/* webpackChunkName: "dashboard-widgets" */ '../lib/trades/buy-sell-table')).BuySellTable),
  SwapTable: lazyComponent(async () => (await import(/* webpackChunkName: "dashboard-widgets" */ '../lib/trades/swap-table')).SwapTable),
};
