import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { factorModeOf, type SecondFactorCode } from './factor-modes';

export type { SecondFactorCode } from './factor-modes';

type Submit = (code: SecondFactorCode) => Promise<unknown>;

/**
 * The confirm step of the sensitive-action flow (spec 02 §4): the mode the flow's setting selects
 * (`FACTOR_MODES`: authenticator code, SMS code sent first …) collects its proof, or, with no mode, the final
 * call is made at once. `submit` performs the final call; if it throws, the mode's dialog stays open with the
 * error (wrong or expired code); to end the flow with a result modal instead, handle the outcome inside `submit`
 * and return normally.
 */
export const useSecondFactorStep = (setting: string | null | undefined, title?: string) => {
  const submitRef = useRef<Submit | null>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const mode = factorModeOf(setting);

  /** Starts the confirm step: 'sent' once the final call was made (no mode), 'asking' once the mode's dialog
   * is open, 'stopped' when the mode could not start (e.g. the SMS could not be sent; the reason was shown). */
  const confirm = useCallback(
    async (submit: Submit): Promise<'sent' | 'asking' | 'stopped'> => {
      if (!mode) {
        await submit(undefined);
        return 'sent';
      }
      if (mode.prepare && !(await mode.prepare())) return 'stopped';
      submitRef.current = submit;
      setError(undefined);
      setOpen(true);
      return 'asking';
    },
    [mode],
  );

  const onProof = async (proof: string) => {
    const submit = submitRef.current;
    if (!submit || !mode) return;
    try {
      await submit({ kind: mode.kind, code: proof });
      setOpen(false);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const dialog = mode ? (
    <mode.Dialog open={open} title={title} error={error} onProof={onProof} onClose={() => setOpen(false)} />
  ) : null;

  return { confirm, dialog, pending: open, mode };
};
