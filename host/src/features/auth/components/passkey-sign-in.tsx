import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  Banner,
  Button,
  errorMessage,
  passkeyFailureKey,
  passkeySignIn,
  passkeysSupported,
  useTranslation,
} from '@portal/shared';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';

/** Whether passkeys work does not change while the page is open. */
const noSubscription = () => () => undefined;

type Tokens = NonNullable<Awaited<ReturnType<typeof passkeySignIn>>>;

/**
 * "Sign in with a passkey" (issue 47): a discoverable passkey is both factors, so the tokens come at once. Where the
 * browser offers it, the passkeys also appear among the e-mail field's suggestions (conditional UI); that request
 * waits in the background and ends when the button starts its own.
 */
export const PasskeySignIn = () => {
  const { t } = useTranslation('host');
  const { t: ts } = useTranslation('shared');
  const finish = useFinishSignIn();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string>();
  // Known after the first render only: the prerendered login page (no browser there) has no button either, so
  // the page hydrates to the same markup and the button appears once the browser says it can.
  const supported = useSyncExternalStore(noSubscription, passkeysSupported, () => false);
  const done = (tokens: Tokens | null) => {
    if (tokens) finish(tokens, tokens.demouser ?? 'No');
  };

  useEffect(() => {
    if (!passkeysSupported()) return;
    // Conditional UI: silently nothing where unsupported, and a cancelled or replaced request says nothing.
    passkeySignIn(true).then(done, () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the login screen opens
  }, []);

  if (!supported) return null;
  const signIn = async () => {
    setPending(true);
    setProblem(undefined);
    try {
      done(await passkeySignIn());
    } catch (failure) {
      const key = passkeyFailureKey(failure);
      setProblem(key ? ts(key) : errorMessage(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      {problem ? <Banner kind="error">{problem}</Banner> : null}
      <Button variant="outline" pending={pending} onClick={() => void signIn()} data-passkey-sign-in>
        {t('auth.passkeySignIn')}
      </Button>
    </>
  );
};
