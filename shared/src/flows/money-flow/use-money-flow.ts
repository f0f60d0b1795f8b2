import { useRef, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { announceBalancesChanged } from '../../api/query-client';
import { needsNewKey, useIntentKey } from '../../api/use-intent-key';
import { type SecondFactorCode, useSecondFactorStep } from '../../ui/second-factor/use-second-factor-step';
import { toast } from '../../ui/toast/toast-store';
import type { TransactionResult } from '../../ui/transaction-result/transaction-result-modal';
import { isCodeFailure } from './code-failure';
import type { MoneyFlowSpec, PendingFlow } from './money-flow-spec';
import { usePreviewStep } from './use-preview-step';

/** Drops a second start or confirm while one runs: a double-click arrives before the button re-renders. */
const useGuard = () => {
  const busy = useRef(false);
  const [running, setRunning] = useState(false);
  const guard = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
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
 * The kit's money flow (spec 02 §4, spec 03 §4): `start(values)` → preview → details (`pending`) →
 * `confirm()` → checks → second factor by the action's mode → submit once per intent → `result` (success or
 * 'Transaction Failed') → balances announced. A wrong code keeps the code dialog open; the idempotency key stays
 * for a retry after a lost answer and renews after a final one. `start` resolves to a field error when the
 * spec turns a refused preview into one.
 */
export const useMoneyFlow = <V, P = undefined, R = unknown>(
  spec: MoneyFlowSpec<V, P, R>,
  mode: string | null | undefined,
) => {
  const keys = useIntentKey();
  const [named, setNamed] = useState<string>();
  const step = useSecondFactorStep(mode, named ?? spec.title);
  const previews = usePreviewStep(spec);
  const { guard, running } = useGuard();
  const [pending, setPending] = useState<PendingFlow<V, P> | null>(null);
  const [result, setResult] = useState<TransactionResult | null>(null);
  const intentOf = spec.intentOf ?? ((values: V) => JSON.stringify(values));

  /** Asks the preview again (an expired quote): shown anew, or 'Transaction Failed' if now refused. */
  const requote = async (values: V) => {
    const asked = await previews.ask(values, true);
    if ('pending' in asked) return setPending(asked.pending);
    const { fieldError, result: refused } = asked.refusal;
    if (fieldError || refused) setPending(null);
    if (refused) setResult(refused);
    else if (fieldError) setResult(spec.failure(values, fieldError, undefined, undefined));
  };

  const submitWith = (values: V, preview: P | undefined) => async (code: SecondFactorCode) => {
    try {
      const data = await spec.submit(values, code, keys.keyFor(intentOf(values)), preview);
      keys.renew();
      const shown = spec.success(values, data, preview);
      setResult(shown);
      if (shown?.outcome === 'failed') return;
      (spec.announce ?? announceBalancesChanged)(spec.source);
      spec.afterSuccess?.(values, data);
    } catch (failure) {
      if ((spec.isCodeFailure ?? isCodeFailure)(failure, code)) throw failure;
      if (needsNewKey(failure)) keys.renew();
      if (spec.expiring?.expired(failure)) return requote(values);
      setResult(spec.failure(values, errorMessage(failure), failure, preview));
    }
  };

  const proceed = async (current: PendingFlow<V, P>) => {
    const problem = spec.check?.(current.values, current.preview);
    if (problem) {
      setPending(null);
      toast.error(problem);
      return;
    }
    if (current.deadline !== undefined && Date.now() >= current.deadline) return requote(current.values);
    setPending(null);
    if (spec.titleOf && current.preview !== undefined) setNamed(spec.titleOf(current.preview));
    await step.confirm(submitWith(current.values, current.preview));
  };

  const start = async (values: V): Promise<string | undefined> =>
    guard(async () => {
      const asked = await previews.ask(values, false);
      if ('refusal' in asked) {
        if (asked.refusal.result) setResult(asked.refusal.result);
        return asked.refusal.fieldError;
      }
      if (spec.direct) await proceed(asked.pending);
      else setPending(asked.pending);
      return undefined;
    });

  return {
    start,
    confirm: () => guard(async () => (pending ? proceed(pending) : undefined)),
    /** A new preview for the same values (an expiring preview's refresh button). */
    refresh: () => guard(async () => (pending ? requote(pending.values) : undefined)),
    cancel: () => setPending(null),
    pending,
    previewing: previews.previewing,
    submitting: (running && !previews.previewing) || step.pending,
    busy: running || step.pending,
    dialog: step.dialog,
    result,
    clearResult: () => setResult(null),
  };
};
