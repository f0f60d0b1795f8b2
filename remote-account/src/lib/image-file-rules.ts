import { uploadFileSchema, type FileRuleMessages } from '@portal/shared';

/** Spec 03 §9: profile photos and KYC documents are png, jpeg or jpg, at most 5 MB. */
export const IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;
export const IMAGE_TYPE_MESSAGE = 'account:common.imageTypes';
export const IMAGE_MESSAGES: FileRuleMessages = { extension: IMAGE_TYPE_MESSAGE };

/** Valibot rule for an ImageFileField value (File or null). */
export const imageFileSchema = (required: boolean, requiredMessage: string) =>
  uploadFileSchema(required, requiredMessage, IMAGE_EXTENSIONS, IMAGE_MESSAGES);
