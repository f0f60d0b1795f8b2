import { useRef, useState } from 'react';
import { translate } from '../../i18n/i18n';
import { MoneyReviewDialog } from '../../ui/money-review/money-review-dialog';
import { useSecondFactorStep } from '../../ui/second-factor/use-second-factor-step';
import { toast } from '../../ui/toast/toast-store';
import type { TransactionResult } from '../../ui/transaction-result/transaction-result-modal';
import type { MoneyFlowSpec, PendingFlow } from './money-flow-spec';
import { useFinalCall } from './use-final-call';
import { usePreviewStep } from './use-preview-step';

/** Drops a second start or confirm while one runs: a double-click arrives before the button re-renders. */
const useGuard = () => {
  const busy = useRef(false);
  const [running, setRunning] = useState(false);
  const guard = async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setRunning(true);
    try {
      return await work();
    } finally {
      busy.current = false;
      setRunning(false);
    }
  };
  return { guard, running };
};

/**
 * The kit's money flow (spec 02 §4, spec 03 §4): `start(values)` → preview → the review (`pending`, shown by
 * `dialog`: amount, fee, total, source, recipient) → `confirm()` → checks → the confirm mode the flow's setting
 * selects (none, SMS, authenticator …) → submit once per intent → `result` (the review's figures and the answer,
 * or 'Transaction Failed') → every cached answer refreshed. Nothing is submitted before the review was
 * confirmed. A wrong code keeps the code dialog open; the idempotency key stays for a retry after a lost answer
 * and renews after a final one. `start` resolves to a field error when the spec turns a refused preview into one.
 */
export const useMoneyFlow = <V, P = undefined, R = unknown>(
  spec: MoneyFlowSpec<V, P, R>,
  mode: string | null | undefined,
) => {
  const [named, setNamed] = useState<string>();
  const step = useSecondFactorStep(mode, named ?? spec.title);
  const previews = usePreviewStep(spec);
  const { guard, running } = useGuard();
  const [pending, setPending] = useState<PendingFlow<V, P> | null>(null);
  const [result, setResult] = useState<TransactionResult | null>(null);

  /** Asks the preview again (an expired quote): reviewed anew, or 'Transaction Failed' if now refused. */
  const requote = async (values: V) => {
    const asked = await previews.ask(values, true);
    if ('pending' in asked) return setPending(asked.pending);
    const { fieldError, result: refused } = asked.refusal;
    if (fieldError || refused) setPending(null);
    if (refused) setResult(refused);
    else if (fieldError) setResult(spec.failure(values, fieldError, undefined, undefined));
  };

  const submitWith = useFinalCall(spec, { closeReview: () => setPending(null), setResult, requote });

  const proceed = async (current: PendingFlow<V, P>) => {
    const problem = spec.check?.(current.values, current.preview);
    if (problem) {
      setPending(null);
      return toast.error(problem);
    }
    if (current.deadline !== undefined && Date.now() >= current.deadline) return requote(current.values);
    if (spec.titleOf && current.preview !== undefined) setNamed(spec.titleOf(current.preview));
    // The review stays while the call runs (no code) or until the code dialog opens; if the mode could not
    // start (an SMS not sent), it stays for another Confirm.
    if ((await step.confirm(submitWith(current.values, current.preview))) === 'asking') setPending(null);
  };

  const start = async (values: V): Promise<string | undefined> =>
    guard(async () => {
      const asked = await previews.ask(values, false);
      if ('refusal' in asked) {
        if (asked.refusal.result) setResult(asked.refusal.result);
        return asked.refusal.fieldError;
      }
      if (spec.direct && !spec.review) await proceed(asked.pending);
      else setPending(asked.pending);
      return undefined;
    });

  const confirm = () => guard(async () => (pending ? proceed(pending) : undefined));
  const refresh = () => guard(async () => (pending ? requote(pending.values) : undefined));
  const review = pending && spec.review ? spec.review(pending.values, pending.preview) : null;

  const dialog = (
    <>
      {pending && review ? (
        <MoneyReviewDialog
          review={review}
          title={spec.reviewTitle}
          confirmLabel={spec.confirmLabel}
          factorNote={step.mode ? translate(`shared:${step.mode.noteKey}`) : undefined}
          busy={running}
          deadline={pending.deadline}
          requoted={pending.requoted}
          onConfirm={() => void confirm()}
          onRefresh={() => void refresh()}
          onBack={() => setPending(null)}
        >
          {spec.reviewExtra?.(pending.values, pending.preview)}
        </MoneyReviewDialog>
      ) : null}
      {step.dialog}
    </>
  );

  return {
    start,
    confirm,
    /** A new preview for the same values (an expiring preview's refresh button). */
    refresh,
    cancel: () => setPending(null),
    pending,
    /** The figures under review (null when no review is open). */
    review,
    previewing: previews.previewing,
    submitting: (running && !previews.previewing) || step.pending,
    busy: running || step.pending,
    /** The review, then the confirm mode's dialog: render it once. */
    dialog,
    result,
    clearResult: () => setResult(null),
  };
};
