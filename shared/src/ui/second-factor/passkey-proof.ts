import { apiCall } from '../../api/api-call';
import { passkeyEndpoints } from '../../contract/endpoints/passkeys';

/** What the browser said when it gave no answer (WebAuthn's DOMException names), as an i18n key (shared). */
export const passkeyFailureKey = (failure: unknown): string | undefined => {
  const name = (failure as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return 'passkey.cancelled';
  if (name === 'NotSupportedError' || name === 'SecurityError') return 'passkey.unsupported';
  if (name === 'InvalidStateError') return 'passkey.alreadyAdded';
  return undefined;
};

/** The browser half, loaded when a passkey is first used (not with the login page's first script). */
export const webauthn = () => import('@simplewebauthn/browser');

/**
 * Asks the browser for the passkey answer to the server's challenge for what is being confirmed — the operation
 * the check call noted, or one card's CVV reveal — and gives it as the JSON the final call carries in `passkey`.
 */
export const passkeyProof = async (target: { card_id?: string } = {}): Promise<string> => {
  const { data } = await apiCall(passkeyEndpoints['passkey.operationOptions'], { body: target });
  const { startAuthentication } = await webauthn();
  const answer = await startAuthentication({ optionsJSON: data as never });
  return JSON.stringify(answer);
};

/** Creates a passkey with the server's registration options (after re-authentication); the answer to register. */
export const createPasskey = async (optionsJSON: unknown) => {
  const { startRegistration } = await webauthn();
  return startRegistration({ optionsJSON: optionsJSON as never });
};

/**
 * Signs in with a passkey: the server's discoverable challenge, the browser's answer, the tokens. `autofill`: the
 * conditional UI (the browser offers the passkeys in the e-mail field's suggestions; resolves only if one is
 * picked), where the browser supports it; without it nothing is asked and null is returned.
 */
export const passkeySignIn = async (autofill = false) => {
  const browser = await webauthn();
  if (autofill && !(await browser.browserSupportsWebAuthnAutofill())) return null;
  const { data } = await apiCall(passkeyEndpoints['passkey.signInOptions']);
  const answer = await browser.startAuthentication({
    optionsJSON: data as never,
    useBrowserAutofill: autofill,
  });
  const signedIn = await apiCall(passkeyEndpoints['passkey.signIn'], { body: { response: answer as never } });
  return signedIn.data;
};

/** Whether this browser can use passkeys at all (the buttons are hidden otherwise). */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
