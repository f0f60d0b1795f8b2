import { useState } from 'react';
import { toast } from '../../ui/toast/toast-store';
import type { MoneyFlowSpec, PendingFlow, PreviewRefusal } from './money-flow-spec';

export type Asked<V, P> = { pending: PendingFlow<V, P> } | { refusal: Exclude<PreviewRefusal, void> };

/** The preview call of a money flow: its answer with its deadline, or the refusal the spec made of it. */
export const usePreviewStep = <V, P, R>(spec: MoneyFlowSpec<V, P, R>) => {
  const [previewing, setPreviewing] = useState(false);

  const ask = async (values: V, requoted: boolean): Promise<Asked<V, P>> => {
    if (!spec.preview) return { pending: { values, preview: undefined, deadline: undefined, requoted } };
    setPreviewing(true);
    try {
      const preview = await spec.preview(values);
      const deadline = spec.expiring?.deadline(preview, Date.now());
      return { pending: { values, preview, deadline, requoted } };
    } catch (failure) {
      if (spec.previewFailed) return { refusal: spec.previewFailed(values, failure) ?? {} };
      toast.fromError(failure);
      return { refusal: {} };
    } finally {
      setPreviewing(false);
    }
  };

  return { ask, previewing };
};
