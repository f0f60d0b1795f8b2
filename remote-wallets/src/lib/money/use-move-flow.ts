import { useMemo } from 'react';
import { type MoneyFlowSpec, toast, useMoneyFlow } from '@portal/shared';
import { balancesChangedWithReload } from '../use-delayed-refetch';

export type MoveSpec<V> = {
  source: string;
  /** The money-moving call with the intent's idempotency key. */
  move: (values: V, idempotencyKey: string) => Promise<{ message?: string | null }>;
  /** After success: clear the form and close the modal. */
  reset: () => void;
  onClose: () => void;
  /** A message ends the attempt before the call (e.g. a currency not offered). */
  check?: (values: V) => string | undefined;
};

/** A wallet/IBAN move (spec 02 §4) on the kit's money flow, no second factor: success → the server's message,
 * a new key, the form cleared, balances refreshed now and after 6 s, the modal closed; refusal → the server's
 * message (what was typed stays) and a new key when the server stored the refusal under the old one. */
export const useMoveFlow = <V>({ source, move, reset, onClose, check }: MoveSpec<V>) => {
  const spec = useMemo<MoneyFlowSpec<V, undefined, { message?: string | null }>>(
    () => ({
      source,
      direct: true,
      check: check && ((values) => check(values)),
      submit: (values, _code, key) => move(values, key),
      success: (_values, answer) => {
        toast.success(answer.message ?? '');
        return null;
      },
      failure: (_values, _details, cause) => {
        toast.fromError(cause);
        return null;
      },
      announce: balancesChangedWithReload,
      afterSuccess: () => {
        reset();
        onClose();
      },
    }),
    [source, move, reset, onClose, check],
  );
  return useMoneyFlow(spec, undefined);
};
