import { useMemo, useState } from 'react';
import { formatCrypto, TransactionResultModal } from '@portal/shared';
import { coinLabel } from '../../../lib/exchange-options';
import type { ExchangeWallet } from '../../../lib/trades/trade-rows';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { useSwapPreview } from '../api/swap-preview';
import { useSwapSubmit } from '../api/swap-submit';
import { type OrderFlowSpec, useOrderFlow } from '../hooks/use-order-flow';
import { orderFailure, swapSuccess } from '../rules/order-results';
import { walletMessage } from '../rules/order-rules';
import type { SwapValues } from '../rules/order-schema';
import { type SwapPreview, swapPreviewRows } from '../rules/preview-rows';
import { QuoteModal } from './quote-modal';
import { useResultLinks } from './result-links';
import { SwapForm } from './swap-form';

export type SwapTabProps = { wallets: readonly ExchangeWallet[]; mode: string | null | undefined };

/** The Swap tab: form → 'Transaction Details' quote → second factor (`swapotp`) → result. */
export const SwapTab = ({ wallets, mode }: SwapTabProps) => {
  const { t } = useExchangeTranslation();
  const preview = useSwapPreview();
  const submit = useSwapSubmit();
  const links = useResultLinks();
  const [resetSignal, setResetSignal] = useState(0);

  const spec = useMemo<
    OrderFlowSpec<SwapValues, SwapPreview, Awaited<ReturnType<typeof submit.mutateAsync>>>
  >(() => {
    const body = (v: SwapValues) => ({
      swap_from_crypto: v.from,
      swap_to_crypto: v.to,
      swap_amount: v.amount.trim(),
    });
    const wallet = (id: string) => wallets.find((w) => w.crypto_wallet_id === id);
    return {
      source: 'exchange-swap',
      preview: async (v) => (await preview.mutateAsync({ body: body(v) })).data,
      submit: (v, fields, idempotencyKey) =>
        submit.mutateAsync({ body: { ...body(v), ...fields }, idempotencyKey }),
      success: (v, answer) => swapSuccess(t, answer.data ?? {}, coinLabel(wallet(v.from)?.coin_code ?? '')),
      failure: (v, details) => orderFailure(t, formatCrypto(v.amount, wallet(v.from)?.coin_code), details),
      walletProblem: (v) => walletMessage(t, [wallet(v.from)?.wallet_address, wallet(v.to)?.wallet_address]),
    };
  }, [wallets, preview, submit, t]);
  const flow = useOrderFlow(spec, mode);
  const quote = flow.quote;

  const closeResult = () => {
    if (flow.result?.outcome === 'success') setResetSignal((n) => n + 1);
    flow.clearResult();
  };

  return (
    <div data-tab="swap">
      <SwapForm
        wallets={wallets}
        pending={flow.previewing || flow.submitting}
        onSubmit={flow.start}
        resetSignal={resetSignal}
      />
      {quote ? (
        <QuoteModal
          title={t('cryptoExchange.preview.swapTitle')}
          rows={swapPreviewRows(t, quote.preview)}
          deadline={quote.deadline}
          requoted={quote.requoted}
          busy={flow.previewing}
          onSubmit={() => void flow.confirm()}
          onRefresh={() => void flow.refresh()}
          onClose={flow.cancel}
        />
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
