import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { presentedRefresh, rotateRefresh } from '../../security/tokens';

export const refreshHandler = defineHandler(endpoints['auth.refresh'], async ({ db, config, request }) =>
  ok(await rotateRefresh(db, config, presentedRefresh(request.headers)), 'Token refreshed'),
);
