import { eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { documentTypes, kycDocuments } from '../../db/schema/index';
import { badRequest } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { discardOnRefusal } from './discard-uploads';
import { editableKyc, requireCountry } from './kyc-record';

/** A new document check: type (3 needs a title: contract), issuing country, front and back images. */
export const updateUserDocumentsHandler = defineHandler(endpoints['kyc.updateUserDocuments'], async (ctx) =>
  discardOnRefusal(ctx, async () => {
    const { db, userId, body, files } = ctx;
    const record = await editableKyc(db, userId, body.kyc_id);
    const [type] = await db.select().from(documentTypes).where(eq(documentTypes.id, body.document_type_id));
    if (!type) throw badRequest('document_type_id: Select document type');
    await requireCountry(db, 'document_country', body.document_country);
    if (!files.document_front) throw badRequest('document_front: Select front document');
    if (!files.document_baack) throw badRequest('document_baack: Select back document');
    await db.insert(kycDocuments).values({
      kycId: record.id,
      userId,
      documentTypeId: type.id,
      documentTitle: body.document_type_title || null,
      documentCountryId: body.document_country,
      frontUploadId: files.document_front.uploadId,
      backUploadId: files.document_baack.uploadId,
    });
    return done('Document check submitted');
  }),
);
