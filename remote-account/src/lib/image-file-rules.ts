import * as v from 'valibot';
import { checkUploadFile } from '@portal/shared';

/** Spec 03 §9: profile photos and KYC documents are png, jpeg or jpg, at most 5 MB. */
export const IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;
export const IMAGE_TYPE_MESSAGE = 'account:common.imageTypes';
export const IMAGE_SIZE_MESSAGE = 'shared:validation.fileSize';

/** Valibot rule for an ImageFileField value (File or null). */
export const imageFileSchema = (required: boolean, requiredMessage: string) =>
  v.pipe(
    v.nullable(v.custom<File>((value) => typeof File !== 'undefined' && value instanceof File)),
    v.check((file) => !required || file !== null, requiredMessage),
    v.check((file) => file === null || checkUploadFile(file, IMAGE_EXTENSIONS) !== 'extension', IMAGE_TYPE_MESSAGE),
    v.check((file) => file === null || checkUploadFile(file, IMAGE_EXTENSIONS) !== 'size', IMAGE_SIZE_MESSAGE),
  );
