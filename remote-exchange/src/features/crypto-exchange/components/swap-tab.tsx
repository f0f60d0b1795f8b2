import type { ExchangeWallet } from '../../../lib/trades/trade-rows';
import { useSwapForm } from '../hooks/use-swap-form';
import { SwapForm } from './swap-form';

export type SwapTabProps = { wallets: readonly ExchangeWallet[]; mode: string | null | undefined };

/** The Swap tab: form → 'Transaction Details' (the kit's review) → second factor (`swapotp`) → result. */
export const SwapTab = ({ wallets, mode }: SwapTabProps) => {
  const { money, facts } = useSwapForm(wallets, mode);
  return (
    <div data-tab="swap">
      <SwapForm
        wallets={wallets}
        form={money.form}
        facts={facts}
        pending={money.pending}
        onSubmit={money.onSubmit}
      />
      {money.dialogs}
    </div>
  );
};
