import { useEffect, useMemo, useState } from 'react';
import { formatCrypto, formatFiat, useBaseLimits, useMoneyForm } from '@portal/shared';
import { accountBalance } from '../../../lib/exchange-options';
import type { ExchangeAccount, ExchangeWallet } from '../../../lib/trades/trade-rows';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { useBuyRates } from '../api/get-crypto-rates-buy';
import { useSellRates } from '../api/get-crypto-rates-sell';
import { useSubmitBuy } from '../api/submit-exchange-buy';
import { useSubmitSell } from '../api/submit-exchange-sell';
import { BankAccountDetails } from '../components/bank-account-details';
import { useResultLinks } from '../components/result-links';
import { orderFailure, orderSuccess } from '../rules/order-results';
import { walletMessage } from '../rules/order-rules';
import { orderReview, type RatePreview } from '../rules/order-review';
import { type OrderValues, orderSchema } from '../rules/order-schema';
import { type QuoteSpec, useQuoteFlowSpec } from './use-quote-flow-spec';

export type OrderSide = 'buy' | 'sell';
const EMPTY: OrderValues = { crypto: '', account: '', amount: '' };

type Inputs = {
  side: OrderSide;
  accounts: readonly ExchangeAccount[];
  wallets: readonly ExchangeWallet[];
  mode: string | null | undefined;
};

/** The order's spec: the rate preview and the submit of its side, the quote's review and the results. */
const useOrderSpec = ({ side, accounts, wallets }: Omit<Inputs, 'mode'>) => {
  const { t } = useExchangeTranslation();
  const rates = { buy: useBuyRates(), sell: useSellRates() }[side].mutateAsync;
  const submit = { buy: useSubmitBuy(), sell: useSubmitSell() }[side].mutateAsync;
  type Answer = Awaited<ReturnType<typeof submit>>;
  return useMemo<QuoteSpec<OrderValues, RatePreview, Answer>>(() => {
    const body = (v: OrderValues) => ({
      buy_crypto: v.crypto,
      buy_account: v.account,
      buy_amount: v.amount.trim(),
    });
    const account = (v: OrderValues) => accounts.find((a) => a.account_id_pk === v.account);
    const wallet = (v: OrderValues) => wallets.find((w) => w.crypto_wallet_id === v.crypto);
    return {
      source: `exchange-${side}`,
      title: t(`cryptoExchange.preview.${side}Title`),
      confirmLabel: t('common.submit'),
      preview: async (v) => (await rates({ body: body(v) })).data,
      review: (v, quote) => orderReview(t, side, quote, account(v), wallet(v)),
      reviewExtra: (v) => {
        const fiat = account(v)?.account_currency_type;
        return side === 'buy' && fiat ? <BankAccountDetails currency={fiat} /> : null;
      },
      submit: (v, fields, idempotencyKey) => submit({ body: { ...body(v), ...fields }, idempotencyKey }),
      success: (_v, answer, review) => orderSuccess(t, side, answer.data ?? {}, review),
      failure: (v, details) =>
        orderFailure(
          t,
          side === 'buy'
            ? formatFiat(v.amount, account(v)?.account_currency_type ?? '')
            : formatCrypto(v.amount, wallet(v)?.coin_code),
          details,
        ),
      walletProblem: (v) => walletMessage(t, [wallet(v)?.wallet_address]),
    };
  }, [accounts, wallets, side, rates, submit, t]);
};

/** The order's bounds in the unit of the chosen account (buy) or coin (sell): getbaselimit's limits, the
 * balance it is taken from, the pair's last price. */
const useOrderFacts = (
  { side, accounts, wallets }: Omit<Inputs, 'mode'>,
  picked: { crypto: string; account: string },
) => {
  const wallet = wallets.find((w) => w.crypto_wallet_id === picked.crypto);
  const account = accounts.find((a) => a.account_id_pk === picked.account);
  const fiat = account?.account_currency_type;
  const coin = wallet?.coin_code;
  const unit = (side === 'buy' ? fiat : coin) ?? '';
  const limits = useBaseLimits(unit).data;
  const min = side === 'buy' ? limits?.minbuycryptolimit : limits?.minsellcryptolimit;
  const max = side === 'buy' ? limits?.maxbuycryptolimit : limits?.maxsellcryptolimit;
  const balance = side === 'buy' ? accountBalance(account) : (wallet?.total_available ?? '0');
  const rate = limits?.cryptoexchangerates?.find((r) => r.pair === `${coin}/${fiat}`)?.last_price;
  return { unit, min, max, balance, rate, coin, fiat, decimals: side === 'buy' ? 2 : 8 };
};
export type OrderFacts = ReturnType<typeof useOrderFacts>;

/** The Buy or Sell order on the kit's money form: the limits of the chosen unit (getbaselimit), spec 03 §5's
 * rules, the quote as the review, the second factor by `buyotp` / `sellotp`, the result. */
export const useOrderForm = ({ side, accounts, wallets, mode }: Inputs) => {
  const { t } = useExchangeTranslation();
  const links = useResultLinks();
  // The chosen crypto and account, followed from the form: they pick the limits the schema is built with.
  const [picked, setPicked] = useState({ crypto: '', account: '' });
  const facts = useOrderFacts({ side, accounts, wallets }, picked);
  const { min, max, unit, balance } = facts;
  const schema = useMemo(
    () => orderSchema(t, { min, max, currency: unit, balance }),
    [t, min, max, unit, balance],
  );
  const flow = useQuoteFlowSpec(useOrderSpec({ side, accounts, wallets }));
  const money = useMoneyForm({
    defaultValues: EMPTY,
    schema,
    flow,
    mode,
    links: (result) => (result.outcome === 'success' ? links : []),
  });
  const { watch } = money.form;
  useEffect(() => {
    const watching = watch(({ crypto = '', account = '' }) =>
      setPicked((now) => (now.crypto === crypto && now.account === account ? now : { crypto, account })),
    );
    return () => watching.unsubscribe();
  }, [watch]);
  return { money, facts };
};
