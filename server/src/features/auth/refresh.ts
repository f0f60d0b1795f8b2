import { REFRESH_TOKEN_HEADER, endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { rotateRefresh } from '../../security/tokens';

export const refreshHandler = defineHandler(endpoints['auth.refresh'], async ({ db, config, request }) => {
  const header = request.headers[REFRESH_TOKEN_HEADER];
  return ok(
    await rotateRefresh(db, config, typeof header === 'string' ? header : undefined),
    'Token refreshed',
  );
});
