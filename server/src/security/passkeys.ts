import {
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db, Executor } from '../db/client';
import { passkeyCredentials, users } from '../db/schema/index';
import { ApiError } from '../http/api-error';
import { CodeRefusal } from './code-refusal';
import {
  type ChallengePurpose,
  challengeConfirms,
  claimChallenge,
  issueChallenge,
} from './passkey-challenge';
import type { Operation } from './operation';
import { type Refusal, guardedCheck } from './factor-lock';

export const RP_NAME = 'Portal Payments';
export type RelyingParty = AppConfig['passkey'];

/** Every refusal names its problem (decision 173); all but an unreadable answer count on the factor lock. */
export const PASSKEY = {
  unreadable: 'passkey: The passkey answer could not be read. Try again.',
  required: 'passkey: Confirm with your passkey.',
  unknown: 'passkey: This passkey confirmation was not requested here. Confirm again.',
  used: 'passkey: This passkey confirmation was already used. Confirm again.',
  expired: 'passkey: This passkey confirmation has expired (after 5 minutes). Confirm again.',
  otherOperation:
    'passkey: This passkey confirmation was given for another operation. Review it and confirm again.',
  origin: "passkey: This passkey answer comes from another website. Use this portal's own address.",
  notRegistered: 'passkey: This passkey is not registered with this portal. Sign in with your password.',
  userVerification:
    'passkey: Your device did not verify you (PIN, fingerprint or face). Confirm again and unlock your passkey.',
  counter: 'passkey: This passkey answer repeats an earlier one. If your passkey was copied, remove it.',
  backup: 'passkey: This passkey no longer matches the one you added. Remove it and add it again.',
  invalid: 'passkey: The passkey answer could not be verified. Confirm again.',
  none: 'passkey: Add a passkey in your profile first.',
} as const;

/** The library's options as the answer's loose object (its JSON types carry no index signature). */
const wire = <T extends { challenge: string }>(options: T) => ({ ...options }) as T & Record<string, unknown>;

/** The challenge an answer signed, read from its clientDataJSON (checked again by the library). */
const signedChallenge = (response: { response: { clientDataJSON: string } }): string => {
  try {
    const data = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    if (typeof data.challenge === 'string' && data.challenge) return data.challenge;
  } catch {
    /* below */
  }
  throw new CodeRefusal('400', PASSKEY.unreadable);
};

/** The passkey answer of a money call's `passkey` field (JSON). */
export const parseAssertion = (value: string | null | undefined): AuthenticationResponseJSON => {
  if (!value?.trim()) throw new CodeRefusal('400', PASSKEY.required);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new CodeRefusal('400', PASSKEY.unreadable);
  }
  const answer = parsed as AuthenticationResponseJSON;
  if (!answer || typeof answer.id !== 'string' || typeof answer.response?.clientDataJSON !== 'string')
    throw new CodeRefusal('400', PASSKEY.unreadable);
  return answer;
};

/** The library's reason, as the customer's problem. */
const problemOf = (error: unknown): string => {
  const text = error instanceof Error ? error.message : '';
  if (/origin|RP ID/i.test(text)) return PASSKEY.origin;
  if (/user verification|user could not be verified/i.test(text)) return PASSKEY.userVerification;
  if (/counter/i.test(text)) return PASSKEY.counter;
  if (/backed up|backup/i.test(text)) return PASSKEY.backup;
  return PASSKEY.invalid;
};

export const credentialsOf = (db: Executor, userId: number) =>
  db
    .select()
    .from(passkeyCredentials)
    .where(eq(passkeyCredentials.userId, userId))
    .orderBy(asc(passkeyCredentials.createdAt));

export const hasPasskey = async (db: Executor, userId: number): Promise<boolean> =>
  (
    await db
      .select({ id: passkeyCredentials.id })
      .from(passkeyCredentials)
      .where(eq(passkeyCredentials.userId, userId))
      .limit(1)
  ).length > 0;

const descriptors = (rows: (typeof passkeyCredentials.$inferSelect)[]) =>
  rows.map((row) => ({
    id: row.id,
    transports: row.transports as AuthenticatorTransportLike[],
  }));
type AuthenticatorTransportLike = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';

/** Options to create a passkey (after re-authentication): discoverable, user verification required, no attestation. */
export const registrationOptions = async (db: Executor, rp: RelyingParty, userId: number) => {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const challenge = await issueChallenge(db, 'registration', userId);
  return wire(
    await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.rpId,
      userName: user!.email,
      userDisplayName: `${user!.firstName} ${user!.lastName}`.trim() || user!.email,
      // An opaque handle: nothing personal in what the authenticator stores.
      userID: new Uint8Array(Buffer.from(`portal-user-${userId}`)),
      challenge,
      attestationType: 'none',
      excludeCredentials: descriptors(await credentialsOf(db, userId)),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      supportedAlgorithmIDs: [-7, -257],
    }),
  );
};

/** Verifies a new passkey against its registration challenge (single use) and stores it. */
export const registerPasskey = async (
  db: Db,
  rp: RelyingParty,
  userId: number,
  name: string,
  response: RegistrationResponseJSON,
) => {
  const challenge = signedChallenge(response);
  return db.transaction(async (tx) => {
    const claim = await claimChallenge(tx, challenge, 'registration', userId);
    if ('problem' in claim) throw new ApiError('400', PASSKEY[claim.problem]);
    let result: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      result = await verifyRegistrationResponse({
        response,
        expectedChallenge: claim.row.challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.rpId,
        requireUserVerification: true,
      });
    } catch (error) {
      throw new ApiError('400', problemOf(error));
    }
    if (!result.verified) throw new ApiError('400', PASSKEY.invalid);
    const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
    const [row] = await tx
      .insert(passkeyCredentials)
      .values({
        id: credential.id,
        userId,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError('409', 'passkey: This passkey is already registered.');
    return row;
  });
};

/** Options to sign in with any passkey of this site (discoverable: the browser offers the customer's own). */
export const signInOptions = async (db: Executor, rp: RelyingParty) =>
  wire(
    await generateAuthenticationOptions({
      rpID: rp.rpId,
      challenge: await issueChallenge(db, 'sign-in', null),
      userVerification: 'required',
    }),
  );

/** Options to confirm one operation with one of the customer's passkeys: the challenge is derived from it. */
export const operationOptions = async (db: Executor, rp: RelyingParty, userId: number, opHash: string) => {
  const rows = await credentialsOf(db, userId);
  if (!rows.length) throw new ApiError('409', PASSKEY.none);
  return wire(
    await generateAuthenticationOptions({
      rpID: rp.rpId,
      challenge: await issueChallenge(db, 'operation', userId, opHash),
      allowCredentials: descriptors(rows),
      userVerification: 'required',
    }),
  );
};

type Expectation = { purpose: ChallengePurpose; userId: number | null; operation?: Operation };

/**
 * Checks one assertion in the caller's transaction: the challenge (known, unused, unexpired, for this purpose and
 * user, derived from this operation), then the signature, origin, RP id, user verification, counter and backup
 * flags; on success the counter, backup state and last use are stored. Gives the refusal instead of throwing, so
 * the factor lock counts it.
 */
const checkAssertion = async (
  tx: Executor,
  rp: RelyingParty,
  answer: AuthenticationResponseJSON,
  credential: typeof passkeyCredentials.$inferSelect,
  expect: Expectation,
): Promise<true | Refusal> => {
  const claim = await claimChallenge(tx, signedChallenge(answer), expect.purpose, expect.userId);
  if ('problem' in claim) return { refusal: PASSKEY[claim.problem] };
  if (expect.operation && !challengeConfirms(claim.row, expect.operation))
    return { refusal: PASSKEY.otherOperation };
  try {
    const { verified, authenticationInfo: info } = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: claim.row.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpId,
      credential: {
        id: credential.id,
        publicKey: new Uint8Array(Buffer.from(credential.publicKey, 'base64url')),
        counter: credential.counter,
        transports: credential.transports as AuthenticatorTransportLike[],
      },
      requireUserVerification: true,
    });
    if (!verified) return { refusal: PASSKEY.invalid };
    // Backup eligibility is fixed when a credential is made: a change means another authenticator's answer.
    if (info.credentialDeviceType !== credential.deviceType) return { refusal: PASSKEY.backup };
    await tx
      .update(passkeyCredentials)
      .set({ counter: info.newCounter, backedUp: info.credentialBackedUp, lastUsedAt: new Date() })
      .where(eq(passkeyCredentials.id, credential.id));
    return true;
  } catch (error) {
    return { refusal: problemOf(error) };
  }
};

/** The credential an answer names (locked for the check: concurrent answers see each other's counter). */
const credentialFor = async (tx: Executor, id: string, userId?: number) => {
  const [row] = await tx
    .select()
    .from(passkeyCredentials)
    .where(
      userId === undefined
        ? eq(passkeyCredentials.id, id)
        : and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.userId, userId)),
    )
    .for('update');
  return row;
};

/** The second factor of an operation (a money call, a CVV reveal): one assertion, for exactly this operation. */
export const verifyOperationPasskey = async (
  db: Db,
  rp: RelyingParty,
  userId: number,
  assertion: string | null | undefined,
  operation: Operation,
): Promise<void> => {
  const answer = parseAssertion(assertion);
  await guardedCheck(db, userId, async (tx) => {
    const credential = await credentialFor(tx, answer.id, userId);
    if (!credential) return { refusal: PASSKEY.notRegistered };
    return checkAssertion(tx, rp, answer, credential, { purpose: 'operation', userId, operation });
  });
};

/** The credential a sign-in answer names, hence the customer (whose lock its failures then count on). */
export const signInCredential = async (db: Executor, answer: AuthenticationResponseJSON) => {
  signedChallenge(answer);
  const credential = await credentialFor(db, answer.id);
  if (!credential) throw new CodeRefusal('401', PASSKEY.notRegistered);
  return credential;
};

/** A discoverable sign-in's answer, checked under the owner's factor lock. */
export const verifySignInPasskey = (
  db: Db,
  rp: RelyingParty,
  answer: AuthenticationResponseJSON,
  credential: typeof passkeyCredentials.$inferSelect,
): Promise<void> =>
  guardedCheck(db, credential.userId, async (tx) => {
    const current = await credentialFor(tx, credential.id);
    if (!current) return { refusal: PASSKEY.notRegistered };
    return checkAssertion(tx, rp, answer, current, { purpose: 'sign-in', userId: null });
  });
