import * as v from 'valibot';
import { imageFileSchema } from '../../../lib/image-file-rules';

// Spec 03 §5: an upload needs a selected jpeg/jpg/png file; a document check needs type, country, front and
// back documents, and a free-text title when the document type is 3.
const message = (key: string) => `account:kyc.errors.${key}`;

export const uploadSchema = v.object({ file: imageFileSchema(true, message('file')) });
export type UploadInput = v.InferInput<typeof uploadSchema>;
export type UploadValues = v.InferOutput<typeof uploadSchema>;

/** Document type id that needs a free-text title ("other" kinds of document). */
export const TITLED_DOCUMENT_TYPE = '3';

// abortPipeEarly off here: the form resolver turns it on, which would skip the title check whenever another
// field is still empty (the title message must show with the others).
export const documentCheckSchema = v.config(
  v.pipe(
    v.object({
      document_type_id: v.pipe(v.string(), v.nonEmpty(message('documentType'))),
      document_type_title: v.pipe(v.string(), v.trim()),
      document_country: v.pipe(v.string(), v.nonEmpty(message('documentCountry'))),
      document_front: imageFileSchema(true, message('documentFront')),
      document_baack: imageFileSchema(true, message('documentBack')),
    }),
    v.forward(
      v.partialCheck(
        [['document_type_id'], ['document_type_title']],
        (input) => input.document_type_id !== TITLED_DOCUMENT_TYPE || input.document_type_title !== '',
        message('documentTitle'),
      ),
      ['document_type_title'],
    ),
  ),
  { abortPipeEarly: false },
);
export type DocumentCheckInput = v.InferInput<typeof documentCheckSchema>;
export type DocumentCheckValues = v.InferOutput<typeof documentCheckSchema>;

export const emptyDocumentCheck: DocumentCheckInput = {
  document_type_id: '',
  document_type_title: '',
  document_country: '',
  document_front: null,
  document_baack: null,
};
