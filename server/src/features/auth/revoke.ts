import { endpoints } from '../../contract';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { originOf, recordSecurityEvent } from '../../security/security-events';
import { presentedRefresh, revokeByRefresh, tokenMissing } from '../../security/tokens';

/** The automatic logout's end of the session (decision 119): the refresh token names the session, so it ends even
 * when the access token has expired. Any token the server issued ends its session; an unknown one is refused like
 * a refresh, so nothing is learned about other sessions or accounts. */
export const revokeHandler = defineHandler(endpoints['auth.revoke'], async (ctx) => {
  const header = presentedRefresh(ctx.request.headers);
  if (!header) throw tokenMissing();
  const known = await ctx.db.transaction(async (tx) => {
    const userId = await revokeByRefresh(tx, header);
    if (userId !== undefined) await recordSecurityEvent(tx, userId, 'sign_out', originOf(ctx));
    return userId !== undefined;
  });
  if (!known) throw tokenMissing();
  return done('Logout Successfully');
});
