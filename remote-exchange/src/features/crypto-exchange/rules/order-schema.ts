import * as v from 'valibot';
import { amountField, type Translate } from '@portal/shared';
import { type OrderBounds, orderAmountMessages, orderAmountRules } from './order-rules';

/** The kit's amount field with the order's bounds and spec 03 §5's texts. */
const orderAmount = (t: Translate, bounds: OrderBounds) =>
  amountField(orderAmountRules(bounds), orderAmountMessages(t, bounds));

/** Buy and Sell: crypto wallet, fiat account, amount (fiat for a buy, coin units for a sell). Rebuilt as the
 * bounds of the chosen account or coin arrive (the kit's money form validates with the latest). */
export const orderSchema = (t: Translate, bounds: OrderBounds) =>
  v.object({
    crypto: v.pipe(v.string(), v.minLength(1, t('cryptoExchange.rules.cryptoRequired'))),
    account: v.pipe(v.string(), v.minLength(1, t('cryptoExchange.rules.accountRequired'))),
    amount: orderAmount(t, bounds),
  });
export type OrderValues = v.InferOutput<ReturnType<typeof orderSchema>>;

/** Swap: from and to wallets, different, and the amount in the from-coin. */
export const swapSchema = (t: Translate, bounds: OrderBounds) =>
  v.pipe(
    v.object({
      from: v.pipe(v.string(), v.minLength(1, t('cryptoExchange.rules.cryptoRequired'))),
      to: v.pipe(v.string(), v.minLength(1, t('cryptoExchange.rules.cryptoRequired'))),
      amount: orderAmount(t, bounds),
    }),
    v.forward(
      v.partialCheck(
        [['from'], ['to']],
        (input) => !input.to || input.from !== input.to,
        t('cryptoExchange.rules.differentCrypto'),
      ),
      ['to'],
    ),
  );
export type SwapValues = v.InferOutput<ReturnType<typeof swapSchema>>;
