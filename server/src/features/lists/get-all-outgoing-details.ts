import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { outgoingWireDetails, ownOutgoingWire } from './transfer-rows';

export const getAllOutgoingDetailsHandler = defineHandler(
  endpoints['outgoingTransfer.getAllOutgoingDetails'],
  async ({ db, userId, body }) =>
    ok(await outgoingWireDetails(db, await ownOutgoingWire(db, userId, body.outgoingid))),
);
