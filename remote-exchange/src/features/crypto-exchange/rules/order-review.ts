import type { endpoints, AnswerOf } from '@portal/shared/contract';
import { formatAmount, type MoneyReview, type ReviewParty, type Translate } from '@portal/shared';
import { coinLabel } from '../../../lib/exchange-options';
import type { ExchangeAccount, ExchangeWallet } from '../../../lib/trades/trade-rows';

export type RatePreview = NonNullable<
  AnswerOf<(typeof endpoints)['cryptoExchange.getCryptoRatesBuy']>['data']
>;
export type SwapPreview = NonNullable<AnswerOf<(typeof endpoints)['cryptoExchange.swapPreview']>['data']>;

/** A fiat account by its currency and number. */
export const accountParty = (
  t: Translate,
  account: ExchangeAccount | undefined,
  currency: string,
): ReviewParty => ({
  name: t('cryptoExchange.review.account', { currency }),
  detail: account?.account_number ?? undefined,
});

/** A crypto wallet by its coin and address. */
export const walletParty = (t: Translate, wallet: ExchangeWallet | undefined, coin: string): ReviewParty => ({
  name: t('cryptoExchange.review.wallet', { coin: coinLabel(coin) }),
  detail: wallet?.wallet_address ?? undefined,
});

const rateText = (t: Translate, from: string, rate: string, to: string, places: number) =>
  t('cryptoExchange.preview.rate', { from, rate: formatAmount(rate, places), to });

/** Buy/Sell details (spec 03 §2: Order Amount, Site Fee, Exchange Rate, Credit Amount) as the kit's review: the
 * order is what leaves the account (buy) or the wallet (sell); the site fee, in fiat, is taken from the fiat side
 * (from the order on a buy, from the proceeds on a sell). */
export const orderReview = (
  t: Translate,
  side: 'buy' | 'sell',
  p: RatePreview,
  account: ExchangeAccount | undefined,
  wallet: ExchangeWallet | undefined,
): MoneyReview => {
  const coin = side === 'buy' ? p.credit_currency : p.debit_currency;
  const fiat = side === 'buy' ? p.debit_currency : p.credit_currency;
  const order = { amount: p.debit_amount, currency: p.debit_currency };
  const fiatSide = accountParty(t, account, fiat);
  const coinSide = walletParty(t, wallet, coin);
  return {
    amount: order,
    fee: { amount: p.fees, currency: fiat },
    total: order,
    receives: { amount: p.credit_amount, currency: p.credit_currency },
    rate: rateText(t, coin, p.exchangerate, fiat, 2),
    from: side === 'buy' ? fiatSide : coinSide,
    to: side === 'buy' ? coinSide : fiatSide,
    labels: {
      amount: t('cryptoExchange.preview.orderAmount'),
      fee: t('cryptoExchange.preview.siteFee'),
      rate: t('cryptoExchange.preview.exchangeRate'),
      receives: t('cryptoExchange.preview.creditAmount'),
    },
    note: t(side === 'buy' ? 'cryptoExchange.review.feeFromOrder' : 'cryptoExchange.review.feeFromCredit'),
  };
};

/** Swap 'Transaction Details' (order amount, site fee in the from-coin, rate, total deduction, amount
 * collected) as the kit's review, from one wallet to the other. */
export const swapReview = (
  t: Translate,
  p: SwapPreview,
  from: ExchangeWallet | undefined,
  to: ExchangeWallet | undefined,
): MoneyReview => ({
  amount: { amount: p.from_amount, currency: p.debit_currency },
  fee: { amount: p.fees, currency: p.debit_currency },
  total: { amount: p.debit_amount, currency: p.debit_currency },
  receives: { amount: p.to_amount, currency: p.credit_currency },
  rate: rateText(t, p.debit_currency, p.exchangerate, p.credit_currency, 8),
  from: walletParty(t, from, p.debit_currency),
  to: walletParty(t, to, p.credit_currency),
  labels: {
    amount: t('cryptoExchange.preview.orderAmount'),
    fee: t('cryptoExchange.preview.siteFee'),
    rate: t('cryptoExchange.preview.exchangeRate'),
    total: t('cryptoExchange.preview.totalDeduction'),
    receives: t('cryptoExchange.preview.amountCollected'),
  },
  note: t('cryptoExchange.review.feeFromOrder'),
});
