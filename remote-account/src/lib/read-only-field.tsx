import { useId } from 'react';
import { FieldShell, inputClassName } from '@portal/shared';

/** A value the user sees but cannot change (customer id, e-mail, phone on the edit-profile form). */
export const ReadOnlyField = ({ label, value }: { label: string; value: string }) => {
  const id = useId();
  return (
    <FieldShell inputId={id} label={label}>
      <input id={id} className={inputClassName(false)} value={value} readOnly aria-readonly="true" />
    </FieldShell>
  );
};
