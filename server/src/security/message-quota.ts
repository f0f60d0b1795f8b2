import type { Executor } from '../db/client';
import { ApiError } from '../http/api-error';
import { Quota } from './throttle';

const HOUR = 60 * 60_000;

/** What a request can make the provider send, by kind: each kind has a limit per recipient (an address or a
 * phone) and per sender (the signed-in customer, a sign-up, or the caller's IP for a public call), kept in the
 * database so every process counts the same (decision 137). */
const RULES = {
  /** Shareholder invitations (add and resend). */
  invite: { recipient: { max: 3, windowMs: 24 * HOUR }, sender: { max: 20, windowMs: HOUR } },
  /** VIP referral links. */
  'referral-link': { recipient: { max: 3, windowMs: 24 * HOUR }, sender: { max: 10, windowMs: HOUR } },
  /** Sign-up codes and the "this address has an account" notice (registration and resends). */
  signup: { recipient: { max: 5, windowMs: HOUR }, sender: { max: 100, windowMs: HOUR } },
  /** Password-reset codes, counted on the typed address, known or not (the answer tells nothing). */
  reset: { recipient: { max: 5, windowMs: HOUR }, sender: { max: 100, windowMs: HOUR } },
  /** Contact-form messages to support. */
  contact: { recipient: { max: 1000, windowMs: HOUR }, sender: { max: 5, windowMs: HOUR } },
} as const;
export type MessageKind = keyof typeof RULES;

export const TOO_MANY_MESSAGES = 'Too many messages were requested. Please try again later.';

/** Takes one message of `kind` for the recipient and the sender (when named), or refuses with 429 (nothing sent). */
export const takeMessageQuota = async (
  db: Executor,
  kind: MessageKind,
  parties: { recipient: string; sender?: string },
): Promise<void> => {
  const rule = RULES[kind];
  const recipient = new Quota(db, `message-to:${kind}`, rule.recipient);
  const sender = new Quota(db, `message-from:${kind}`, rule.sender);
  if (
    !(await recipient.take(parties.recipient.trim().toLowerCase())) ||
    (parties.sender !== undefined && !(await sender.take(parties.sender)))
  )
    throw new ApiError('429', TOO_MANY_MESSAGES, 429);
};
