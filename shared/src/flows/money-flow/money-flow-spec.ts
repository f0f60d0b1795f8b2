import type { ReactNode } from 'react';
import type { MoneyReview } from '../../ui/money-review/money-review';
import type { SecondFactorCode } from '../../ui/second-factor/factor-modes';
import type { TransactionResult } from '../../ui/transaction-result/transaction-result-modal';

/** What a refused preview leaves behind: a message for the amount field, or a result modal. */
export type PreviewRefusal = { fieldError?: string; result?: TransactionResult } | void;

/** A preview that only holds for a while (the exchange's quote): when it stops holding, and which submit
 * refusal means it expired (the flow then asks for a new preview instead of failing). */
export type ExpiringPreview<P> = {
  deadline: (preview: P, receivedAt: number) => number | undefined;
  expired: (failure: unknown) => boolean;
};

/** One money flow: preview → review → confirm mode (second factor) → submit once → result. */
export type MoneyFlowSpec<V, P, R> = {
  /** Bus source of announceBalancesChanged. */
  source: string;
  /** Title of the confirm mode's dialog (the code dialog). */
  title?: string;
  /** Title of the code dialog naming what the preview found (amount, payee); wins over `title`. */
  titleOf?: (preview: P) => string;
  /** The check call (moves nothing); its answer feeds the review. Omitted: the review is computed from the
   * values with the contract's money rules, as the server charges. */
  preview?: (values: V) => Promise<P>;
  /** The review every flow shows before money moves, and its result shows again (decision 142). */
  review?: (values: V, preview: P | undefined) => MoneyReview;
  /** Until its form has a review: straight from the preview to the second factor. */
  direct?: boolean;
  /** Until its form has a review: how the new balances are told. */
  announce?: (source: string) => void;
  /** Already translated; defaults to "Review and confirm". */
  reviewTitle?: string;
  /** The review's confirm button (the spec's "Submit", "Confirm" …); defaults to "Confirm". */
  confirmLabel?: string;
  /** More the review shows under the figures (a buy's platform bank account). */
  reviewExtra?: (values: V, preview: P | undefined) => ReactNode;
  /** A refused preview (default: the error as a toast). */
  previewFailed?: (values: V, failure: unknown) => PreviewRefusal;
  /** Checked when Confirm is pressed, before the second factor: a message (an error toast) ends the flow. */
  check?: (values: V, preview: P | undefined) => string | undefined;
  /** The final call; `preview` is the answer the user confirmed (e.g. the quote token to honour). Put the
   * code into the body with `secondFactorFields(code, <the call family's names>)`. */
  submit: (values: V, code: SecondFactorCode, idempotencyKey: string, preview: P | undefined) => Promise<R>;
  /** A result whose outcome is 'failed' (an answer carrying an error) refreshes nothing; null: the spec tells
   * the outcome itself (a toast), no result modal. A success without `summary` gets the review's figures. */
  success: (values: V, data: R, preview: P | undefined) => TransactionResult | null;
  /** 'Transaction Failed': `details` is the server's message; `cause` the failure itself (null: as above). */
  failure: (values: V, details: string, cause: unknown, preview: P | undefined) => TransactionResult | null;
  /** After a success every cached answer is asked again at once; this asks them once more after this many
   * ms (spec 02 §4: the wallet/IBAN moves' "reloads after 6 seconds"). */
  refreshAgainAfterMs?: number;
  /** After a success (e.g. clear the form). */
  afterSuccess?: (values: V, data: R) => void;
  /** A failure that keeps the code dialog open (default: wrong or locked code, 401 / 423). */
  isCodeFailure?: (failure: unknown, code: SecondFactorCode) => boolean;
  /** The intent the idempotency key belongs to (default: the values as JSON). */
  intentOf?: (values: V) => string;
  expiring?: ExpiringPreview<P>;
};

/** The review's content: the values, their preview, and (expiring previews) its deadline. */
export type PendingFlow<V, P> = {
  values: V;
  preview: P | undefined;
  deadline: number | undefined;
  /** The preview was asked again (expired quote): the review says the price changed. */
  requoted: boolean;
};
