import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FileField } from '@portal/shared';
import { IMAGE_EXTENSIONS, IMAGE_MESSAGES } from './image-file-rules';

export type ImageFileFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  disabled?: boolean;
};

/** The kit's FileField for images only (KYC documents, profile photo: png, jpeg, jpg — spec 03 §9), whose
 * refusal names exactly these types (the kit's default text lists pdf/doc too). */
export const ImageFileField = <T extends FieldValues>(props: ImageFileFieldProps<T>) => (
  <FileField {...props} extensions={IMAGE_EXTENSIONS} messages={IMAGE_MESSAGES} />
);
