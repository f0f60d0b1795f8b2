import { useId, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldShell, errorIdOf, inputClassName } from './field-shell';

export type TextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label?: ReactNode;
  /** Already translated. */
  placeholder?: string;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  readOnly?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  multiline?: boolean;
};

/** Text input (or textarea) bound to react-hook-form. */
export const TextField = <T extends FieldValues>({
  control,
  name,
  label,
  hint,
  multiline,
  ...input
}: TextFieldProps<T>) => {
  const id = useId();
  // Destructured: the React Compiler lint reads `field.x` as ref access because `field` holds a ref.
  const {
    field: { ref: fieldRef, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const invalid = Boolean(fieldState.error);
  const common = {
    id,
    name: fieldName,
    value: (value ?? '') as string,
    onChange: onChange,
    onBlur: onBlur,
    ref: fieldRef,
    placeholder: input.placeholder,
    readOnly: input.readOnly,
    disabled: input.disabled,
    maxLength: input.maxLength,
    className: inputClassName(invalid),
    'aria-invalid': invalid,
    'aria-describedby': invalid ? errorIdOf(id) : undefined,
  };
  return (
    <FieldShell inputId={id} label={label} hint={hint} error={fieldState.error?.message}>
      {multiline ? (
        <textarea {...common} rows={4} />
      ) : (
        <input
          {...common}
          type={input.type ?? 'text'}
          inputMode={input.inputMode}
          autoComplete={input.autoComplete}
        />
      )}
    </FieldShell>
  );
};
