import { useState } from 'react';
import {
  announceBalancesChanged,
  errorMessage,
  isApiError,
  toast,
  type SecondFactorCode,
  useSecondFactorStep,
  type TransactionResult,
  useIntentKey,
} from '@portal/shared';
import { secondFactorFields } from '@portal/shared';
import { isCodeFailure, isQuoteExpired, quoteDeadline } from '../rules/quote-rules';

/** The quote fields every preview carries (spec 03 is silent; ARCHITECTURE "## remote-exchange"). */
type QuoteFields = {
  quote_token?: string | null;
  quote_valid_seconds?: number;
  quote_expires_at?: string | null;
};
export type SubmitFields = { quote_token?: string; auth_code?: string; smscode?: string };

export type OrderFlowSpec<V, P extends QuoteFields, R> = {
  /** Bus source of announceBalancesChanged. */
  source: string;
  preview: (values: V) => Promise<P>;
  submit: (values: V, fields: SubmitFields, idempotencyKey: string) => Promise<R>;
  success: (values: V, data: R) => TransactionResult;
  /** 'Transaction Failed' with the Amount and the Details (the server's message). */
  failure: (values: V, details: string) => TransactionResult;
  /** 'Please generate your (both) crypto wallet to proceed.' when a wallet has no address. */
  walletProblem: (values: V) => string | undefined;
};

export type PendingQuote<V, P> = { values: V; preview: P; deadline: number | undefined; requoted: boolean };

/**
 * Crypto order flow (spec 03 §4): preview → details modal (the quote and how long it holds) → wallets checked →
 * second factor by the action's mode → submit at the quoted price → success or 'Transaction Failed'. A submit
 * refused because the quote expired (410) asks for a new preview and shows it again: never a silent new price.
 */
export const useOrderFlow = <V, P extends QuoteFields, R>(
  spec: OrderFlowSpec<V, P, R>,
  mode: string | null | undefined,
) => {
  const keys = useIntentKey();
  const step = useSecondFactorStep(mode);
  const [quote, setQuote] = useState<PendingQuote<V, P> | null>(null);
  const [result, setResult] = useState<TransactionResult | null>(null);
  const [previewing, setPreviewing] = useState(false);

  /** Resolves to the server's message when it refused the order (limits, balance), for the amount field;
   * other failures are shown as a banner. */
  const requestQuote = async (values: V, requoted: boolean): Promise<string | undefined> => {
    setPreviewing(true);
    try {
      const preview = await spec.preview(values);
      setQuote({ values, preview, deadline: quoteDeadline(preview, Date.now()), requoted });
      return undefined;
    } catch (failure) {
      if (isApiError(failure) && failure.kind === 'server' && failure.serverMessage)
        return failure.serverMessage;
      toast.fromError(failure);
      return undefined;
    } finally {
      setPreviewing(false);
    }
  };

  const submitWith = (values: V, token: string | undefined) => async (code: SecondFactorCode) => {
    const fields = { ...(token ? { quote_token: token } : {}), ...secondFactorFields(code) };
    try {
      const data = await spec.submit(values, fields, keys.keyNow());
      keys.renew();
      announceBalancesChanged(spec.source);
      setResult(spec.success(values, data));
    } catch (failure) {
      keys.renew();
      if (isQuoteExpired(failure)) {
        const refused = await requestQuote(values, true);
        if (refused) setResult(spec.failure(values, refused));
        return;
      }
      if (isCodeFailure(failure, code)) throw failure;
      setResult(spec.failure(values, errorMessage(failure)));
    }
  };

  const confirm = async () => {
    if (!quote) return;
    const { values, preview, deadline } = quote;
    const walletProblem = spec.walletProblem(values);
    if (walletProblem) {
      setQuote(null);
      toast.error(walletProblem);
      return;
    }
    if (deadline !== undefined && Date.now() >= deadline) {
      await refresh();
      return;
    }
    setQuote(null);
    await keys.once(() => step.confirm(submitWith(values, preview.quote_token ?? undefined)));
  };

  /** A new quote for the same order; a refusal now (e.g. the balance moved) ends in 'Transaction Failed'. */
  async function refresh() {
    if (!quote) return;
    const refused = await requestQuote(quote.values, true);
    if (refused) {
      setQuote(null);
      setResult(spec.failure(quote.values, refused));
    }
  }

  return {
    start: (values: V) => requestQuote(values, false),
    refresh,
    confirm,
    cancel: () => setQuote(null),
    quote,
    previewing,
    submitting: step.pending,
    dialog: step.dialog,
    result,
    clearResult: () => setResult(null),
  };
};
