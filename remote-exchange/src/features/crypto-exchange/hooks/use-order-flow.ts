import { useMemo } from 'react';
import {
  isApiError,
  type MoneyFlowSpec,
  type PendingFlow,
  toast,
  type TransactionResult,
  secondFactorFields,
  useMoneyFlow,
} from '@portal/shared';
import { isQuoteExpired, quoteDeadline } from '../rules/quote-rules';

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

export type PendingQuote<V, P> = PendingFlow<V, P> & { preview: P };

/** The server's refusal of a preview (limits, balance) goes to the amount field; other failures to a banner. */
const refusedPreview = (_values: unknown, failure: unknown) => {
  if (isApiError(failure) && failure.kind === 'server' && failure.serverMessage)
    return { fieldError: failure.serverMessage };
  toast.fromError(failure);
  return undefined;
};

/**
 * Crypto order flow (spec 03 §4) on the kit's money flow: preview → details modal (the quote and how long it
 * holds) → wallets checked → second factor by the action's mode → submit at the quoted price → success or
 * 'Transaction Failed'. The exchange's extension is the quote: past its deadline, or refused as expired (410),
 * it is asked again and shown again — never a silent new price.
 */
export const useOrderFlow = <V, P extends QuoteFields, R>(
  spec: OrderFlowSpec<V, P, R>,
  mode: string | null | undefined,
) => {
  const flowSpec = useMemo<MoneyFlowSpec<V, P, R>>(
    () => ({
      source: spec.source,
      preview: spec.preview,
      previewFailed: refusedPreview,
      check: (values) => spec.walletProblem(values),
      submit: (values, code, key, quote) => {
        const token = quote?.quote_token;
        return spec.submit(
          values,
          { ...(token ? { quote_token: token } : {}), ...secondFactorFields(code) },
          key,
        );
      },
      success: spec.success,
      failure: (values, details) => spec.failure(values, details),
      expiring: { deadline: quoteDeadline, expired: isQuoteExpired },
    }),
    [spec],
  );
  const flow = useMoneyFlow(flowSpec, mode);
  return { ...flow, quote: flow.pending as PendingQuote<V, P> | null };
};
