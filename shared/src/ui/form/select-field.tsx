import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldShell, errorIdOf, inputClassName } from './field-shell';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label?: ReactNode;
  options: readonly SelectOption[];
  /** Text of the empty first option (already translated); omitted → no empty option. */
  placeholder?: string;
  disabled?: boolean;
  hint?: ReactNode;
};

export const SelectField = <T extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder,
  disabled,
  hint,
}: SelectFieldProps<T>) => {
  const id = useId();
  // Destructured: the React Compiler lint reads `field.x` as ref access because `field` holds a ref.
  const {
    field: { ref: fieldRef, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const invalid = Boolean(fieldState.error);
  return (
    <FieldShell inputId={id} label={label} hint={hint} error={fieldState.error?.message}>
      <select
        id={id}
        name={fieldName}
        ref={fieldRef}
        value={(value ?? '') as string}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
        className={inputClassName(invalid)}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorIdOf(id) : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
};
