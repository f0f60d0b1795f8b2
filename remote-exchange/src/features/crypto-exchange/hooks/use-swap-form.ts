import { useEffect, useMemo, useState } from 'react';
import { formatCrypto, useBaseLimits, useMoneyForm } from '@portal/shared';
import type { ExchangeWallet } from '../../../lib/trades/trade-rows';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { useSwapPreview } from '../api/swap-preview';
import { useSwapSubmit } from '../api/swap-submit';
import { useResultLinks } from '../components/result-links';
import { orderFailure, swapSuccess } from '../rules/order-results';
import { walletMessage } from '../rules/order-rules';
import { swapReview, type SwapPreview } from '../rules/order-review';
import { type SwapValues, swapSchema } from '../rules/order-schema';
import { type QuoteSpec, useQuoteFlowSpec } from './use-quote-flow-spec';

const EMPTY: SwapValues = { from: '', to: '', amount: '' };

/** The swap's spec: swap_preview → 'Transaction Details' as the review → swap_submit at the quoted rate. */
const useSwapSpec = (wallets: readonly ExchangeWallet[]) => {
  const { t } = useExchangeTranslation();
  const preview = useSwapPreview().mutateAsync;
  const submit = useSwapSubmit().mutateAsync;
  return useMemo<QuoteSpec<SwapValues, SwapPreview, Awaited<ReturnType<typeof submit>>>>(() => {
    const body = (v: SwapValues) => ({
      swap_from_crypto: v.from,
      swap_to_crypto: v.to,
      swap_amount: v.amount.trim(),
    });
    const wallet = (id: string) => wallets.find((w) => w.crypto_wallet_id === id);
    return {
      source: 'exchange-swap',
      title: t('cryptoExchange.preview.swapTitle'),
      confirmLabel: t('common.submit'),
      preview: async (v) => (await preview({ body: body(v) })).data,
      review: (v, quote) => swapReview(t, quote, wallet(v.from), wallet(v.to)),
      submit: (v, fields, idempotencyKey) => submit({ body: { ...body(v), ...fields }, idempotencyKey }),
      success: (_v, answer, review) => swapSuccess(t, answer.data ?? {}, review),
      failure: (v, details) => orderFailure(t, formatCrypto(v.amount, wallet(v.from)?.coin_code), details),
      walletProblem: (v) => walletMessage(t, [wallet(v.from)?.wallet_address, wallet(v.to)?.wallet_address]),
    };
  }, [wallets, preview, submit, t]);
};

/** The from-coin's swap limits (getbaselimit) and balance. */
const useSwapFacts = (wallets: readonly ExchangeWallet[], fromId: string) => {
  const from = wallets.find((w) => w.crypto_wallet_id === fromId);
  const coin = from?.coin_code;
  const limits = useBaseLimits(coin).data;
  return {
    coin,
    min: limits?.minswapcryptolimit,
    max: limits?.maxswapcryptolimit,
    balance: from?.total_available ?? '0',
  };
};
export type SwapFacts = ReturnType<typeof useSwapFacts>;

/** Swap on the kit's money form: from-coin, to-coin, amount within the from-coin's swap limits and balance;
 * the quote as the review; the second factor by `swapotp`; the result. */
export const useSwapForm = (wallets: readonly ExchangeWallet[], mode: string | null | undefined) => {
  const { t } = useExchangeTranslation();
  const links = useResultLinks();
  // The chosen from-coin, followed from the form: it picks the limits the schema is built with.
  const [fromId, setFromId] = useState('');
  const facts = useSwapFacts(wallets, fromId);
  const { min, max, coin, balance } = facts;
  const schema = useMemo(
    () => swapSchema(t, { min, max, currency: coin ?? '', balance }),
    [t, min, max, coin, balance],
  );
  const money = useMoneyForm({
    defaultValues: EMPTY,
    schema,
    flow: useQuoteFlowSpec(useSwapSpec(wallets)),
    mode,
    links: (result) => (result.outcome === 'success' ? links : []),
  });
  const { watch } = money.form;
  useEffect(() => {
    const watching = watch(({ from = '' }) => setFromId(from));
    return () => watching.unsubscribe();
  }, [watch]);
  return { money, facts };
};
