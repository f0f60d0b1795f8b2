import { withKitProviders, type RemoteWidgetsModule } from '@portal/shared';
import { BuySellTable } from '../lib/trades/buy-sell-table';
import { SwapTable } from '../lib/trades/swap-table';
import './register';

// In the exposed module itself: the dashboard shows both at once, and the federation runtime fetches the
// module's chunks beside remoteEntry.js, so they arrive a round trip earlier than a lazy chunk would.
/** Components the host composes into the dashboard: the same components the pages use, not copies. */
export const widgets: RemoteWidgetsModule['widgets'] = {
  BuySellTable: withKitProviders(BuySellTable),
  SwapTable: withKitProviders(SwapTable),
};
