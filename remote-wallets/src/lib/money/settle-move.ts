import { needsNewKey, toast } from '@portal/shared';
import { balancesChangedWithReload } from '../use-delayed-refetch';

export type MoveEnd = { source: string; renew: () => void; reset: () => void; onClose: () => void };

/** The end of a wallet/IBAN move (spec 02 §4): success → the server's message, a new key, the form cleared,
 * balances refreshed now and after 6 s, the modal closed; refusal → the server's message (what was typed
 * stays) and a new key when the server stored the refusal under the old one. */
export const settleMove = async (
  move: () => Promise<{ message?: string | null }>,
  { source, renew, reset, onClose }: MoveEnd,
) => {
  try {
    const answer = await move();
    toast.success(answer.message ?? '');
    renew();
    reset();
    balancesChangedWithReload(source);
    onClose();
  } catch (failure) {
    if (needsNewKey(failure)) renew();
    toast.fromError(failure);
  }
};
