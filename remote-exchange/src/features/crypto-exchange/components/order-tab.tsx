import type { ExchangeAccount, ExchangeWallet } from '../../../lib/trades/trade-rows';
import { type OrderSide, useOrderForm } from '../hooks/use-order-form';
import { OrderForm } from './order-form';

export type OrderTabProps = {
  side: OrderSide;
  accounts: readonly ExchangeAccount[];
  wallets: readonly ExchangeWallet[];
  mode: string | null | undefined;
};

/** The Buy or Sell tab: form → the quote's review → second factor (`buyotp` / `sellotp`) → result. */
export const OrderTab = ({ side, accounts, wallets, mode }: OrderTabProps) => {
  const { money, facts } = useOrderForm({ side, accounts, wallets, mode });
  return (
    <div data-tab={side}>
      <OrderForm
        side={side}
        accounts={accounts}
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
