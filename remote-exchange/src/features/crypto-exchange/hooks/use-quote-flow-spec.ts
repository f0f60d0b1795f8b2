import { type ReactNode, useMemo } from 'react';
import {
  isApiError,
  type MoneyFlowSpec,
  type MoneyReview,
  secondFactorFields,
  toast,
  type TransactionResult,
} from '@portal/shared';
import { isQuoteExpired, quoteDeadline } from '../rules/quote-rules';

/** The quote fields every preview carries (spec 03 is silent; ARCHITECTURE "## remote-exchange"). */
type QuoteFields = {
  quote_token?: string | null;
  quote_valid_seconds?: number;
  quote_expires_at?: string | null;
};
export type SubmitFields = { quote_token?: string; auth_code?: string; smscode?: string };

export type QuoteSpec<V, P extends QuoteFields, R> = {
  /** Bus source of the refresh after the order. */
  source: string;
  /** The details preview's title ('Buy Order Details', 'Transaction Details'). */
  title: string;
  /** The review's button: the spec's 'Submit'. */
  confirmLabel: string;
  preview: (values: V) => Promise<P>;
  /** The quote as the kit's review: amount, site fee, total, what is credited, rate, from and to. */
  review: (values: V, preview: P) => MoneyReview;
  /** Under the figures (a buy's platform bank account). */
  reviewExtra?: (values: V) => ReactNode;
  submit: (values: V, fields: SubmitFields, idempotencyKey: string) => Promise<R>;
  /** The success modal; `review` is what was confirmed. */
  success: (values: V, data: R, review: MoneyReview) => TransactionResult;
  /** 'Transaction Failed' with the Amount and the Details (the server's message). */
  failure: (values: V, details: string) => TransactionResult;
  /** 'Please generate your (both) crypto wallet to proceed.' when a wallet has no address. */
  walletProblem: (values: V) => string | undefined;
};

/** The server's refusal of a preview (limits, balance) goes to the amount field; other failures to a banner. */
const refusedPreview = (_values: unknown, failure: unknown) => {
  if (isApiError(failure) && failure.kind === 'server' && failure.serverMessage)
    return { fieldError: failure.serverMessage };
  toast.fromError(failure);
  return undefined;
};

/**
 * Crypto order flow (spec 03 §4) as a kit money flow: rate preview → the kit's review (the details preview, the
 * quote and how long it holds) → Submit → wallets checked → second factor by the action's mode → submit at the
 * quoted price → success or 'Transaction Failed'. The exchange's extension is the quote: past its deadline, or
 * refused as expired (410), it is asked again and shown again — never a silent new price.
 */
export const useQuoteFlowSpec = <V, P extends QuoteFields, R>(spec: QuoteSpec<V, P, R>) =>
  useMemo<MoneyFlowSpec<V, P, R>>(() => {
    // The kit reviews only after the preview answered: the quote is there.
    const review = (values: V, quote: P | undefined) => spec.review(values, quote as P);
    return {
      source: spec.source,
      reviewTitle: spec.title,
      confirmLabel: spec.confirmLabel,
      preview: spec.preview,
      previewFailed: refusedPreview,
      review,
      reviewExtra: spec.reviewExtra,
      check: (values) => spec.walletProblem(values),
      submit: (values, code, key, quote) => {
        const token = quote?.quote_token;
        return spec.submit(
          values,
          { ...(token ? { quote_token: token } : {}), ...secondFactorFields(code) },
          key,
        );
      },
      success: (values, data, quote) => spec.success(values, data, review(values, quote)),
      failure: (values, details) => spec.failure(values, details),
      expiring: { deadline: quoteDeadline, expired: isQuoteExpired },
    };
  }, [spec]);
