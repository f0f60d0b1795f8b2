import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { useApiMutation } from '../../api/query-helpers';
// The auth table only (the kit's API client already carries it), not the whole contract.
import { authEndpoints } from '../../contract/endpoints/auth';
import { toast } from '../toast/toast-store';
import { SecondFactorDialog } from './second-factor-dialog';
import { needsSecondFactor, secondFactorKindOf } from './second-factor-schema';

/** What the final call receives: the code typed, and which body field it belongs to. */
export type SecondFactorCode = { kind: 'authenticator' | 'sms'; code: string } | undefined;

type Submit = (code: SecondFactorCode) => Promise<unknown>;

/**
 * The confirm step of the sensitive-action flow (spec 02 §4): by the server's mode for the flow, ask for an
 * authenticator code, or send an SMS code and ask for it, or submit at once. `submit` performs the final call;
 * if it throws, the dialog stays open with the error (wrong or expired code); to end the flow with a result
 * modal instead, handle the outcome inside `submit` and return normally.
 */
export const useSecondFactorStep = (mode: string | null | undefined, title?: string) => {
  const submitRef = useRef<Submit | null>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const sms = useApiMutation(authEndpoints['auth.sendAndCheckOtp']);
  const kind = secondFactorKindOf(mode);

  const sendSms = useCallback(async () => {
    try {
      await sms.mutateAsync({});
      return true;
    } catch (failure) {
      toast.fromError(failure);
      return false;
    }
  }, [sms]);

  /** Starts the confirm step; resolves once the final call was made (or the SMS could not be sent). */
  const confirm = useCallback(
    async (submit: Submit) => {
      if (!needsSecondFactor(mode) || !kind) {
        await submit(undefined);
        return;
      }
      if (kind === 'sms' && !(await sendSms())) return;
      submitRef.current = submit;
      setError(undefined);
      setOpen(true);
    },
    [kind, mode, sendSms],
  );

  const onSubmit = async (code: string) => {
    const submit = submitRef.current;
    if (!submit || !kind) return;
    try {
      await submit({ kind, code });
      setOpen(false);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const dialog = (
    <SecondFactorDialog
      mode={mode}
      open={open}
      title={title}
      error={error}
      onSubmit={onSubmit}
      onClose={() => setOpen(false)}
      onResend={kind === 'sms' ? sendSms : undefined}
    />
  );

  return { confirm, dialog, pending: open };
};
