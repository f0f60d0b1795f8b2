import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldShell, errorIdOf, inputClassName, useTranslation } from '@portal/shared';

/** Payment proof types (spec 02 §9). */
export const PROOF_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;

export const isProofFile = (file: { name: string } | null | undefined): boolean =>
  !!file && (PROOF_EXTENSIONS as readonly string[]).includes(file.name.split('.').pop()?.toLowerCase() ?? '');

type ProofFileFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
};

/** A file input holding a File or null; the form's schema says what is wrong (its own message, unlike the
 * kit's FileField whose refusal text lists the profile upload types). */
export const ProofFileField = <T extends FieldValues>({ control, name, label }: ProofFileFieldProps<T>) => {
  const id = useId();
  const {
    field: { ref: fieldRef, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const { t } = useTranslation('shared');
  // The form keeps the chosen file when its dialog steps aside for the review; a new input shows none.
  const kept =
    (value as unknown) instanceof File ? t('file.existing', { name: (value as File).name }) : undefined;
  const error = fieldState.error?.message;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.files?.[0] ?? null);
  };
  return (
    <FieldShell inputId={id} label={label} error={error} hint={kept}>
      <input
        id={id}
        type="file"
        name={fieldName}
        ref={fieldRef}
        accept={PROOF_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
        onChange={handleChange}
        onBlur={onBlur}
        className={inputClassName(Boolean(error))}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorIdOf(id) : undefined}
      />
    </FieldShell>
  );
};
