import { useId } from 'react';
import { FieldShell } from '@portal/shared';
import styles from './read-only-field.module.css';

/** A value the user sees but cannot change (customer id, e-mail, phone on the edit-profile form): it looks like
 * text, not like an input, and is announced as read-only. */
export const ReadOnlyField = ({ label, value }: { label: string; value: string }) => {
  const id = useId();
  return (
    <FieldShell inputId={id} label={label}>
      <input id={id} className={styles.readOnly} value={value} readOnly aria-readonly="true" />
    </FieldShell>
  );
};
