import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { users } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { CodeRefusal } from '../../security/code-refusal';
import { signInCredential, verifySignInPasskey } from '../../security/passkeys';
import { originOf, recordSecurityEvent } from '../../security/security-events';
import { signIn } from './session';

/** A passkey with user verification is something the customer has and is (or knows): both factors at once. */
export const passkeySignInHandler = defineHandler(endpoints['passkey.signIn'], async (ctx) => {
  const answer = ctx.body.response as unknown as AuthenticationResponseJSON;
  const credential = await signInCredential(ctx.db, answer);
  const userId = credential.userId;
  await verifySignInPasskey(ctx.db, ctx.config.passkey, answer, credential).catch(async (error: unknown) => {
    // The owner's trail shows a passkey answer that was refused (replayed, foreign site …).
    if (error instanceof CodeRefusal)
      await recordSecurityEvent(ctx.db, userId, 'sign_in_failed', originOf(ctx), 'passkey');
    throw error;
  });
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (user?.status !== 'Enable')
    throw new ApiError('403', 'Please verify your e-mail address and phone number first');
  return ok(
    { ...(await signIn(ctx, userId)), demouser: user.demoUser ? ('Yes' as const) : ('No' as const) },
    'Login Successfully Completed',
  );
});
