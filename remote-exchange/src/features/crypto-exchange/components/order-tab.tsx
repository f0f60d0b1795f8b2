import { useMemo, useState } from 'react';
import { formatCrypto, formatFiat, TransactionResultModal } from '@portal/shared';
import type { ExchangeAccount, ExchangeWallet } from '../../../lib/trades/trade-rows';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { useBuyRates } from '../api/get-crypto-rates-buy';
import { useSellRates } from '../api/get-crypto-rates-sell';
import { useSubmitBuy } from '../api/submit-exchange-buy';
import { useSubmitSell } from '../api/submit-exchange-sell';
import { type OrderFlowSpec, useOrderFlow } from '../hooks/use-order-flow';
import { orderFailure, orderSuccess } from '../rules/order-results';
import { walletMessage } from '../rules/order-rules';
import type { OrderValues } from '../rules/order-schema';
import { type RatePreview, orderPreviewRows } from '../rules/preview-rows';
import { BankAccountDetails } from './bank-account-details';
import { OrderForm, type OrderSide } from './order-form';
import { QuoteModal } from './quote-modal';
import { useResultLinks } from './result-links';

export type OrderTabProps = {
  side: OrderSide;
  accounts: readonly ExchangeAccount[];
  wallets: readonly ExchangeWallet[];
  mode: string | null | undefined;
};

/** The Buy or Sell tab: form → quote → second factor (`buyotp` / `sellotp`) → result. */
export const OrderTab = ({ side, accounts, wallets, mode }: OrderTabProps) => {
  const { t } = useExchangeTranslation();
  const rates = { buy: useBuyRates(), sell: useSellRates() }[side];
  const submit = { buy: useSubmitBuy(), sell: useSubmitSell() }[side];
  const links = useResultLinks();
  const [resetSignal, setResetSignal] = useState(0);

  const spec = useMemo<
    OrderFlowSpec<OrderValues, RatePreview, Awaited<ReturnType<typeof submit.mutateAsync>>>
  >(() => {
    const body = (v: OrderValues) => ({
      buy_crypto: v.crypto,
      buy_account: v.account,
      buy_amount: v.amount.trim(),
    });
    const account = (v: OrderValues) => accounts.find((a) => a.account_id_pk === v.account);
    const wallet = (v: OrderValues) => wallets.find((w) => w.crypto_wallet_id === v.crypto);
    return {
      source: `exchange-${side}`,
      preview: async (v) => (await rates.mutateAsync({ body: body(v) })).data,
      submit: (v, fields, idempotencyKey) =>
        submit.mutateAsync({ body: { ...body(v), ...fields }, idempotencyKey }),
      success: (_v, answer) => orderSuccess(t, side, answer.data ?? {}),
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
  const flow = useOrderFlow(spec, mode);
  const quote = flow.quote;
  const fiat = quote
    ? (accounts.find((a) => a.account_id_pk === quote.values.account)?.account_currency_type ?? '')
    : '';

  const closeResult = () => {
    if (flow.result?.outcome === 'success') setResetSignal((n) => n + 1);
    flow.clearResult();
  };

  return (
    <div data-tab={side}>
      <OrderForm
        side={side}
        accounts={accounts}
        wallets={wallets}
        pending={flow.previewing || flow.submitting}
        onSubmit={flow.start}
        resetSignal={resetSignal}
      />
      {quote ? (
        <QuoteModal
          title={t(`cryptoExchange.preview.${side}Title`)}
          rows={orderPreviewRows(t, side, quote.preview)}
          deadline={quote.deadline}
          requoted={quote.requoted}
          busy={flow.previewing}
          onSubmit={() => void flow.confirm()}
          onRefresh={() => void flow.refresh()}
          onClose={flow.cancel}
        >
          {side === 'buy' && fiat ? <BankAccountDetails currency={fiat} /> : null}
        </QuoteModal>
      ) : null}
      {flow.dialog}
      <TransactionResultModal
        result={flow.result}
        onClose={closeResult}
        onRetry={flow.clearResult}
        links={flow.result?.outcome === 'success' ? links : []}
      />
    </div>
  );
};
