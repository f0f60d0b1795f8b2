import type { SecondFactorCode } from '../../ui/second-factor/use-second-factor-step';
import type { TransactionResult } from '../../ui/transaction-result/transaction-result-modal';

/** What a refused preview leaves behind: a message for the amount field, or a result modal. */
export type PreviewRefusal = { fieldError?: string; result?: TransactionResult } | void;

/** A preview that only holds for a while (the exchange's quote): when it stops holding, and which submit
 * refusal means it expired (the flow then asks for a new preview instead of failing). */
export type ExpiringPreview<P> = {
  deadline: (preview: P, receivedAt: number) => number | undefined;
  expired: (failure: unknown) => boolean;
};

/** One money flow: preview → details → second factor by the action's mode → submit once → result. */
export type MoneyFlowSpec<V, P, R> = {
  /** Bus source of announceBalancesChanged. */
  source: string;
  /** Title of the code dialog. */
  title?: string;
  /** Title of the code dialog naming what the preview found (amount, payee); wins over `title`. */
  titleOf?: (preview: P) => string;
  /** The check call; its answer is what the details modal shows. Omitted: the form shows the figures itself. */
  preview?: (values: V) => Promise<P>;
  /** Straight from the preview to the second factor, without a details modal to confirm. */
  direct?: boolean;
  /** A refused preview (default: the error as a toast). */
  previewFailed?: (values: V, failure: unknown) => PreviewRefusal;
  /** Checked before the second factor: a message (shown as an error toast) ends the flow. */
  check?: (values: V, preview: P | undefined) => string | undefined;
  /** The final call; `preview` is the answer the user confirmed (e.g. the quote token to honour). */
  submit: (values: V, code: SecondFactorCode, idempotencyKey: string, preview: P | undefined) => Promise<R>;
  /** A result whose outcome is 'failed' (an answer carrying an error) announces nothing; null: the spec told
   * the outcome itself (a toast), no result modal. */
  success: (values: V, data: R, preview: P | undefined) => TransactionResult | null;
  /** 'Transaction Failed': `details` is the server's message; `cause` the failure itself (null: as above). */
  failure: (values: V, details: string, cause: unknown, preview: P | undefined) => TransactionResult | null;
  /** How the new balances are told (default announceBalancesChanged). */
  announce?: (source: string) => void;
  /** After a success (e.g. clear the form). */
  afterSuccess?: (values: V, data: R) => void;
  /** A failure that keeps the code dialog open (default: wrong or locked code, 401 / 423). */
  isCodeFailure?: (failure: unknown, code: SecondFactorCode) => boolean;
  /** The intent the idempotency key belongs to (default: the values as JSON). */
  intentOf?: (values: V) => string;
  expiring?: ExpiringPreview<P>;
};

/** The details modal's content: the values, their preview, and (expiring previews) its deadline. */
export type PendingFlow<V, P> = {
  values: V;
  preview: P | undefined;
  deadline: number | undefined;
  /** The preview was asked again (expired quote): the modal says the price changed. */
  requoted: boolean;
};
