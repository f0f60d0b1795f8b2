import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldShell, MAX_UPLOAD_BYTES, checkUploadFile, errorIdOf, inputClassName } from '@portal/shared';
import { IMAGE_EXTENSIONS, IMAGE_TYPE_MESSAGE, IMAGE_SIZE_MESSAGE } from './image-file-rules';

export type ImageFileFieldProps<T extends FieldValues> = { control: Control<T>; name: FieldPath<T>; label: ReactNode; disabled?: boolean };

/** The kit's FileField for images only (KYC documents, profile photo: png, jpeg, jpg — spec 03 §9): its refusal
 * names exactly these types (the kit's text lists pdf/doc too). A refused file clears only this input; the rest
 * of the form keeps what was typed. */
export const ImageFileField = <T extends FieldValues>({ control, name, label, disabled }: ImageFileFieldProps<T>) => {
  const id = useId();
  const {
    field: { ref: fieldRef, name: fieldName, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const [rejection, setRejection] = useState<string>();
  const error = rejection ?? fieldState.error?.message;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const broken = file ? checkUploadFile(file, IMAGE_EXTENSIONS, MAX_UPLOAD_BYTES) : undefined;
    if (broken) {
      event.target.value = '';
      setRejection(broken === 'size' ? IMAGE_SIZE_MESSAGE : IMAGE_TYPE_MESSAGE);
      onChange(null);
      return;
    }
    setRejection(undefined);
    onChange(file);
  };

  return (
    <FieldShell inputId={id} label={label} error={error}>
      <input
        id={id}
        type="file"
        name={fieldName}
        ref={fieldRef}
        accept=".png,.jpeg,.jpg,image/png,image/jpeg"
        onChange={handleChange}
        onBlur={onBlur}
        disabled={disabled}
        className={inputClassName(Boolean(error))}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorIdOf(id) : undefined}
      />
    </FieldShell>
  );
};
