import { and, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { passkeyCredentials } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { endFactorChange, reauthenticate } from '../../security/factor-change';
import { originOf, recordSecurityEvent } from '../../security/security-events';
import { noticePasskeyChange, removePasskeyChange } from './passkey-changes';

/** After re-authentication (its SMS code sent for removing this very passkey); the trail and old channels told. */
export const removePasskeyHandler = defineHandler(endpoints['passkey.remove'], async (ctx) => {
  const { db, guards, userId, body } = ctx;
  const mine = and(eq(passkeyCredentials.id, body.id), eq(passkeyCredentials.userId, userId));
  const [row] = await db.select().from(passkeyCredentials).where(mine);
  if (!row) throw new ApiError('404', 'id: This passkey is not in your account.');
  await reauthenticate(
    db,
    guards,
    userId,
    { password: body.password, currentCode: body.current_code },
    removePasskeyChange(row.id, row.name),
  );
  await db.delete(passkeyCredentials).where(mine);
  await endFactorChange(db, userId);
  await recordSecurityEvent(db, userId, 'passkey_removed', originOf(ctx), row.name);
  await noticePasskeyChange(db, userId, 'removed', row.name);
  return done('Passkey removed');
});
