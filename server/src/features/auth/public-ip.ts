import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

export const publicIpHandler = defineHandler(endpoints['auth.publicIp'], async ({ ip }) =>
  ok({ ip }, 'Success'),
);
