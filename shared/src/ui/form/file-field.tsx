import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { FieldShell, errorIdOf, inputClassName } from './field-shell';
import {
  FILE_RULE_MESSAGE_KEYS,
  MAX_UPLOAD_BYTES,
  UPLOAD_EXTENSIONS,
  checkUploadFile,
  type FileRuleMessages,
} from './file-rules';

export type FileFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label?: ReactNode;
  extensions?: readonly string[];
  maxBytes?: number;
  /** Refusal texts naming a non-default extension list (i18n keys). */
  messages?: FileRuleMessages;
  /** Name of the file already stored on the server (shown; the upload may then be optional). */
  existingFileName?: string | null;
  disabled?: boolean;
};

/** File input holding a File (or null). A file breaking the extension or size rule is refused at once:
 * the input is cleared and the spec's message shown (spec 01 §5). */
export const FileField = <T extends FieldValues>({
  control,
  name,
  label,
  extensions = UPLOAD_EXTENSIONS,
  maxBytes = MAX_UPLOAD_BYTES,
  messages,
  existingFileName,
  disabled,
}: FileFieldProps<T>) => {
  const id = useId();
  const { t } = useSharedTranslation();
  // Destructured: the React Compiler lint reads `field.x` as ref access because `field` holds a ref.
  const {
    field: { ref: fieldRef, name: fieldName, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const [rejection, setRejection] = useState<string>();
  const error = rejection ?? fieldState.error?.message;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const broken = file ? checkUploadFile(file, extensions, maxBytes) : undefined;
    if (broken) {
      event.target.value = '';
      setRejection(messages?.[broken] ?? FILE_RULE_MESSAGE_KEYS[broken]);
      onChange(null);
      return;
    }
    setRejection(undefined);
    onChange(file);
  };

  return (
    <FieldShell
      inputId={id}
      label={label}
      error={error}
      hint={existingFileName ? t('file.existing', { name: existingFileName }) : undefined}
    >
      <input
        id={id}
        type="file"
        name={fieldName}
        ref={fieldRef}
        accept={extensions.map((ext) => `.${ext}`).join(',')}
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
