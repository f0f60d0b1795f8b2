import { useMemo } from 'react';
import { type MoneyFlowSpec, type MoneyReview, type ReviewParty, toast, translate } from '@portal/shared';
import { feeTotal } from './fee-total';

/** Spec 02 §4: after a successful wallet/IBAN move "the page reloads after 6 seconds": every cached answer is
 * asked again at once and once more after 6 s (no page reload, which would drop the shell). */
export const RELOAD_DELAY_MS = 6000;

type Answer = { message?: string | null };

export type MoveSpec<V> = {
  source: string;
  /** The money-moving call with the intent's idempotency key. */
  move: (values: V, idempotencyKey: string) => Promise<Answer>;
  /** What the review shows (`moveReview`). */
  review: (values: V) => MoneyReview;
};

/** A move's figures with the fee the server charges (the contract's percentage rule, on top of the amount). */
export const moveReview = (
  amount: string,
  currency: string,
  feePercent: string | null | undefined,
  from: ReviewParty,
  to: ReviewParty,
): MoneyReview => {
  const figures = feeTotal(amount.trim(), feePercent, currency);
  return {
    amount: { amount: figures.amount, currency },
    fee: { amount: figures.fee, currency },
    total: { amount: figures.total, currency },
    from,
    to,
  };
};

/** A wallet/IBAN move (spec 02 §4) on the kit's money form, no second factor: the review (fee and total from the
 * money rules), the move once per intent, the result with the server's message and the 6 s refresh; a refusal
 * is the server's message (6 s) with the form kept as typed. */
export const useMoveFlowSpec = <V>({ source, move, review }: MoveSpec<V>) =>
  useMemo<MoneyFlowSpec<V, undefined, Answer>>(
    () => ({
      source,
      review: (values) => review(values),
      submit: (values, _code, key) => move(values, key),
      success: (_values, answer) => ({
        outcome: 'success',
        rows: [{ label: translate('wallets:common.details'), value: answer.message ?? '' }],
      }),
      failure: (_values, _details, cause) => {
        toast.fromError(cause);
        return null;
      },
      refreshAgainAfterMs: RELOAD_DELAY_MS,
    }),
    [source, move, review],
  );
