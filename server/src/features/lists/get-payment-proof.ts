import { endpoints } from '../../contract';
import { notFound } from '../../http/api-error';
import { binary } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { readUpload } from '../../http/uploads';
import { ownOutgoingWire } from './transfer-rows';

/** The proof file of the caller's own wire. Ownership is the wire's: the proof is attached by the
 * provider's team, so the upload row itself need not carry the customer as owner. */
export const getPaymentProofHandler = defineHandler(
  endpoints['outgoingTransfer.getPaymentProof'],
  async ({ db, config, userId, params }) => {
    const wire = await ownOutgoingWire(db, userId, params.id);
    if (!wire.paymentProof) throw notFound('No payment proof for this transfer');
    const file = await readUpload(db, config, wire.paymentProof, 'No payment proof for this transfer');
    return binary(file.body, file.mime);
  },
);
