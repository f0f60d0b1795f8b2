import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { ownInternalTransfer } from './transfer-rows';

/** data[0] for the details modal; only the sender or the recipient may read it. */
export const getAllInternalDetailsHandler = defineHandler(
  endpoints['internalTransfer.getAllInternalDetails'],
  async ({ db, userId, body }) => ok(await ownInternalTransfer(db, userId, body.internalid)),
);
