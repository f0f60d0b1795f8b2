import * as v from 'valibot';
import type { Translate } from '@portal/shared';
import { type OrderBounds, orderAmountMessage } from './order-rules';

const amountField = (t: Translate, bounds: () => OrderBounds) =>
  v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      const message = dataset.typed
        ? orderAmountMessage(t, dataset.value, bounds())
        : t('cryptoExchange.rules.amountRequired');
      if (message) addIssue({ message });
    }),
  );

/** Buy and Sell: crypto wallet, fiat account, amount (fiat for a buy, coin units for a sell). `bounds` is read
 * at validation time: the limits follow the chosen account or coin. */
export const orderSchema = (t: Translate, bounds: () => OrderBounds) =>
  v.object({
    crypto: v.pipe(v.string(), v.minLength(1, t('cryptoExchange.rules.cryptoRequired'))),
    account: v.pipe(v.string(), v.minLength(1, t('cryptoExchange.rules.accountRequired'))),
    amount: amountField(t, bounds),
  });
export type OrderValues = v.InferOutput<ReturnType<typeof orderSchema>>;

/** Swap: from and to wallets, different, and the amount in the from-coin. */
export const swapSchema = (t: Translate, bounds: () => OrderBounds) =>
  v.pipe(
    v.object({
      from: v.pipe(v.string(), v.minLength(1, t('cryptoExchange.rules.cryptoRequired'))),
      to: v.pipe(v.string(), v.minLength(1, t('cryptoExchange.rules.cryptoRequired'))),
      amount: amountField(t, bounds),
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
