import * as v from 'valibot';

/** Spec 01 §5 / §9: allowed upload extensions and the 5 MB (5242880 bytes) limit. */
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx'] as const;
export const MAX_UPLOAD_BYTES = 5_242_880;

export type FileRuleError = 'extension' | 'size';

export const extensionOf = (fileName: string): string => fileName.split('.').pop()?.toLowerCase() ?? '';

/** Undefined when the file is acceptable. */
export const checkUploadFile = (
  file: { name: string; size: number },
  extensions: readonly string[] = UPLOAD_EXTENSIONS,
  maxBytes: number = MAX_UPLOAD_BYTES,
): FileRuleError | undefined => {
  if (!extensions.includes(extensionOf(file.name))) return 'extension';
  if (file.size > maxBytes) return 'size';
  return undefined;
};

/** i18n keys of the spec's messages (the extension list in the text is the default one). */
export const FILE_RULE_MESSAGE_KEYS: Readonly<Record<FileRuleError, string>> = {
  extension: 'shared:validation.fileExtensions',
  size: 'shared:validation.fileSize',
};

/** Refusal texts of a field whose extension list is not the default one (its text must name its own list). */
export type FileRuleMessages = Partial<Record<FileRuleError, string>>;

/** Form schema for a FileField value (File or null). `requiredMessage` is an i18n key or a spec text;
 * pass required=false when an existing stored file makes the upload optional. */
export const uploadFileSchema = (
  required: boolean,
  requiredMessage: string,
  extensions: readonly string[] = UPLOAD_EXTENSIONS,
  messages: FileRuleMessages = {},
) => {
  const text = { ...FILE_RULE_MESSAGE_KEYS, ...messages };
  return v.pipe(
    v.nullable(v.custom<File>((value) => typeof File !== 'undefined' && value instanceof File)),
    v.check((file) => !required || file !== null, requiredMessage),
    v.check((file) => file === null || checkUploadFile(file, extensions) !== 'extension', text.extension),
    v.check((file) => file === null || checkUploadFile(file, extensions) !== 'size', text.size),
  );
};
