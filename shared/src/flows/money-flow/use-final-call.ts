import { errorMessage } from '../../api/api-error';
import { needsNewKey, useIntentKey } from '../../api/use-intent-key';
import type { SecondFactorCode } from '../../ui/second-factor/factor-modes';
import type { TransactionResult } from '../../ui/transaction-result/transaction-result-modal';
import { isCodeFailure } from './code-failure';
import type { MoneyFlowSpec } from './money-flow-spec';
import { refreshAfterMoney } from './refresh';

type Ends<V> = {
  /** The review is over (the call answered). */
  closeReview: () => void;
  setResult: (result: TransactionResult | null) => void;
  /** An expired quote: ask the preview again. */
  requote: (values: V) => Promise<void>;
};

/** The money call of a confirmed review, once per intent: its key (kept after a lost answer, renewed after a
 * final one), the result with the review's figures, the refresh of every cached answer. A wrong code is
 * thrown back to the code dialog. */
export const useFinalCall = <V, P, R>(
  spec: MoneyFlowSpec<V, P, R>,
  { closeReview, setResult, requote }: Ends<V>,
) => {
  const keys = useIntentKey();
  const intentOf = spec.intentOf ?? ((values: V) => JSON.stringify(values));

  const succeeded = (values: V, data: R, preview: P | undefined) => {
    const shown = spec.success(values, data, preview);
    const summary = spec.review?.(values, preview);
    setResult(shown && summary && !shown.summary ? { ...shown, summary } : shown);
    if (shown?.outcome === 'failed') return;
    if (spec.announce) spec.announce(spec.source);
    else refreshAfterMoney(spec.source, spec.refreshAgainAfterMs);
    spec.afterSuccess?.(values, data);
  };

  return (values: V, preview: P | undefined) => async (code: SecondFactorCode) => {
    try {
      const data = await spec.submit(values, code, keys.keyFor(intentOf(values)), preview);
      keys.renew();
      closeReview();
      succeeded(values, data, preview);
    } catch (failure) {
      if ((spec.isCodeFailure ?? isCodeFailure)(failure, code)) throw failure;
      if (needsNewKey(failure)) keys.renew();
      if (spec.expiring?.expired(failure)) return requote(values);
      closeReview();
      setResult(spec.failure(values, errorMessage(failure), failure, preview));
    }
  };
};
