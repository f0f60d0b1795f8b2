import { and, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { passkeyCredentials } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { notePendingOperation } from '../../security/operation';
import { ADD_PASSKEY, removePasskeyChange } from './passkey-changes';

/** Notes the change, so that the current factor's SMS code (sendandcheckotp) names it and is bound to it. */
export const startPasskeyChangeHandler = defineHandler(
  endpoints['passkey.startChange'],
  async ({ db, userId, body }) => {
    if (body.change === 'add') {
      await notePendingOperation(db, userId, ADD_PASSKEY);
      return done('Confirm with your password and your current sign-in code');
    }
    const [row] = await db
      .select()
      .from(passkeyCredentials)
      .where(and(eq(passkeyCredentials.id, body.id ?? ''), eq(passkeyCredentials.userId, userId)));
    if (!row) throw new ApiError('404', 'id: This passkey is not in your account.');
    await notePendingOperation(db, userId, removePasskeyChange(row.id, row.name));
    return done('Confirm with your password and your current sign-in code');
  },
);
