import { endpoints } from '../../contract';
import { readOutbox } from '../../adapters/outbox';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

/** Registered only outside production (config.devEndpoints). */
export const devOutboxHandler = defineHandler(endpoints['dev.outbox'], async ({ db, params }) =>
  ok(await readOutbox(db, params.address), 'Success'),
);
