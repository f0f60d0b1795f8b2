import { endpoints } from '../../contract';
import { kycDocuments } from '../../db/schema/index';
import { badRequest } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { discardOnRefusal } from './discard-uploads';
import { editableKyc } from './kyc-record';

/** One document image (jpeg/jpg/png, checked by the registrar) added to the caller's open KYC record. */
export const updateDocHandler = defineHandler(endpoints['kyc.updateDoc'], async (ctx) =>
  discardOnRefusal(ctx, async () => {
    const { db, userId, body, files } = ctx;
    const record = await editableKyc(db, userId, body.kyc_id);
    if (!files.file) throw badRequest('file: Select a document to upload');
    await db.insert(kycDocuments).values({ kycId: record.id, userId, frontUploadId: files.file.uploadId });
    return done('Document uploaded');
  }),
);
