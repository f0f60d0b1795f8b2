import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldShell, errorIdOf } from './field-shell';

export type CheckboxFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  disabled?: boolean;
};

/** Boolean checkbox (e.g. the IBAN form's agreement: schema `v.literal(true, 'You must agree …')`). */
export const CheckboxField = <T extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: CheckboxFieldProps<T>) => {
  const id = useId();
  // Destructured: the React Compiler lint reads `field.x` as ref access because `field` holds a ref.
  const {
    field: { ref: fieldRef, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const invalid = Boolean(fieldState.error);
  return (
    <FieldShell inputId={id} label={label} error={fieldState.error?.message} inline>
      <input
        id={id}
        type="checkbox"
        name={fieldName}
        ref={fieldRef}
        checked={Boolean(value)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorIdOf(id) : undefined}
      />
    </FieldShell>
  );
};
