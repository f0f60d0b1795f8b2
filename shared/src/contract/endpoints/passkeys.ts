import * as v from 'valibot';
import { answerOf, defineEndpoint } from '../define-endpoint';
import { messageAnswer, requiredText, yesNo } from '../common-schemas';
import { listOf } from '../schemas/wire';

// Contract 1.11 (issue 47, decision 173): passkeys (WebAuthn). Registration and removal after re-authentication
// (the password and the current sign-in factor, as for the authenticator); a discoverable sign-in that counts as
// both factors; and a challenge bound to one pending operation (or one card's CVV reveal) for the confirm step.

/** A WebAuthn response as @simplewebauthn/browser gives it (base64url fields); the server checks the rest. */
const webauthnResponse = v.looseObject(
  {
    id: v.pipe(v.string('response.id: Passkey answer is missing.'), v.maxLength(1400)),
    rawId: v.string('response.rawId: Passkey answer is missing.'),
    type: v.literal('public-key', 'response.type: Passkey answer is not a public-key credential.'),
    response: v.looseObject({ clientDataJSON: v.string('response: Passkey answer is missing.') }),
  },
  'response: Passkey answer is missing.',
);

/** WebAuthn options for the browser (PublicKeyCredentialCreationOptionsJSON / …RequestOptionsJSON). */
const webauthnOptions = answerOf(v.looseObject({ challenge: v.string() }));

const reauthentication = {
  password: v.optional(v.string()),
  current_code: v.optional(v.pipe(v.string(), v.trim())),
};

const passkeySchema = v.looseObject({
  id: v.string(),
  name: v.string(),
  created_at: v.string(),
  last_used_at: v.nullable(v.string()),
  /** Synced by its provider (iCloud Keychain, Google Password Manager …) or bound to one device. */
  synced: yesNo,
});
export type Passkey = v.InferOutput<typeof passkeySchema>;

export const passkeyEndpoints = {
  'passkey.list': defineEndpoint({
    id: 'passkey.list',
    method: 'GET',
    path: 'user/auth/passkeys',
    auth: 'user',
    answer: answerOf(listOf(passkeySchema)),
  }),
  /** Notes the change so that the SMS code of the re-authentication (sendandcheckotp) names it and is bound to it. */
  'passkey.startChange': defineEndpoint({
    id: 'passkey.startChange',
    method: 'POST',
    path: 'user/auth/passkeys/change',
    auth: 'user',
    body: v.object({
      change: v.picklist(['add', 'remove'], 'change: Choose add or remove.'),
      id: v.optional(v.string()),
    }),
    answer: messageAnswer,
  }),
  'passkey.registerOptions': defineEndpoint({
    id: 'passkey.registerOptions',
    method: 'POST',
    path: 'user/auth/passkeys/register/options',
    auth: 'user',
    body: v.object(reauthentication),
    answer: webauthnOptions,
  }),
  'passkey.register': defineEndpoint({
    id: 'passkey.register',
    method: 'POST',
    path: 'user/auth/passkeys/register',
    auth: 'user',
    body: v.object({
      name: v.pipe(
        requiredText('name: Give the passkey a name.'),
        v.maxLength(60, 'name: The name is too long (at most 60 characters).'),
      ),
      response: webauthnResponse,
    }),
    answer: answerOf(passkeySchema),
  }),
  'passkey.remove': defineEndpoint({
    id: 'passkey.remove',
    method: 'POST',
    path: 'user/auth/passkeys/remove',
    auth: 'user',
    body: v.object({ id: requiredText('id: Choose the passkey to remove.'), ...reauthentication }),
    answer: messageAnswer,
  }),
  'passkey.signInOptions': defineEndpoint({
    id: 'passkey.signInOptions',
    method: 'POST',
    path: 'user/auth/passkeys/sign-in/options',
    auth: 'public',
    answer: webauthnOptions,
  }),
  /** A passkey with user verification is both factors: the tokens come at once. */
  'passkey.signIn': defineEndpoint({
    id: 'passkey.signIn',
    method: 'POST',
    path: 'user/auth/passkeys/sign-in',
    auth: 'public',
    body: v.object({ response: webauthnResponse }),
    answer: answerOf(
      v.looseObject({ jwt_token: v.string(), jwt_refresh_token: v.string(), demouser: v.optional(yesNo) }),
    ),
  }),
  /** The challenge of the operation the customer reviewed (noted by its check call), or of one card's CVV
   * reveal (card_id); the assertion then goes in the final call's `passkey` field. */
  'passkey.operationOptions': defineEndpoint({
    id: 'passkey.operationOptions',
    method: 'POST',
    path: 'user/auth/passkeys/operation/options',
    auth: 'user',
    body: v.object({ card_id: v.optional(v.string()) }),
    answer: webauthnOptions,
  }),
} as const;
