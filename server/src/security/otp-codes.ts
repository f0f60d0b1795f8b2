import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { otpCodes } from '../db/schema/index';
import { sha256, sixDigitCode } from './hashing';

export const CODE_TTL_MS = 10 * 60 * 1000;
export type CodePurpose = 'signup_email' | 'signup_sms' | 'login_sms' | 'reset' | 'op_sms';

const codeHash = (purpose: CodePurpose, recipient: string, code: string) =>
  sha256(`${purpose}:${recipient}:${code}`);

/** Issues a fresh code (valid 10 min); older unused codes of the same purpose are voided. */
export const issueCode = async (
  db: Executor,
  input: { userId: number | null; purpose: CodePurpose; recipient: string; opHash?: string | null },
): Promise<string> => {
  const code = sixDigitCode();
  const open = and(
    eq(otpCodes.purpose, input.purpose),
    eq(otpCodes.recipient, input.recipient),
    isNull(otpCodes.usedAt),
  );
  await db.update(otpCodes).set({ usedAt: new Date() }).where(open);
  await db.insert(otpCodes).values({
    userId: input.userId,
    purpose: input.purpose,
    recipient: input.recipient,
    codeHash: codeHash(input.purpose, input.recipient, code),
    opHash: input.opHash ?? null,
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  return code;
};

export type ConsumeResult = 'ok' | 'wrong' | 'other-operation';

/** Consumes a matching live code once. With `opHashes` (the operation's hashes: exact, and payee-only), a code
 * bound to another operation is refused. */
export const consumeCode = async (
  db: Executor,
  input: {
    purpose: CodePurpose;
    recipient: string;
    code: string;
    opHashes?: readonly string[];
    requireBound?: boolean;
  },
): Promise<ConsumeResult> => {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.purpose, input.purpose),
        eq(otpCodes.recipient, input.recipient),
        isNull(otpCodes.usedAt),
        gt(otpCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(otpCodes.id))
    .limit(1)
    .for('update');
  if (!row || row.codeHash !== codeHash(input.purpose, input.recipient, input.code)) return 'wrong';
  if (input.opHashes && row.opHash && !input.opHashes.includes(row.opHash)) return 'other-operation';
  // A code sent with nothing pending named no amount: it cannot confirm an operation that must be named.
  if (input.requireBound && !row.opHash) return 'other-operation';
  await db.update(otpCodes).set({ usedAt: new Date() }).where(eq(otpCodes.id, row.id));
  return 'ok';
};
