import type { ReactNode } from 'react';
import { translateMessage } from '../../i18n/validation-messages';
import styles from './field.module.css';

export type FieldShellProps = {
  inputId: string;
  label?: ReactNode;
  hint?: ReactNode;
  /** A form error: an i18n key ("shared:validation.emailRequired") or a contract text; shown translated. */
  error?: string | undefined;
  children: ReactNode;
  /** Checkboxes put the label after the box. */
  inline?: boolean;
};

export const errorIdOf = (inputId: string): string => `${inputId}-error`;

/** Label, control, hint and the red error under the field (role=alert so it is announced). */
export const FieldShell = ({ inputId, label, hint, error, children, inline = false }: FieldShellProps) => (
  <div className={styles.field}>
    {inline ? (
      <label className={styles.check} htmlFor={inputId}>
        {children}
        <span>{label}</span>
      </label>
    ) : (
      <>
        {label ? (
          <label className={styles.label} htmlFor={inputId}>
            {label}
          </label>
        ) : null}
        {children}
      </>
    )}
    {hint ? <span className={styles.hint}>{hint}</span> : null}
    {error ? (
      <p id={errorIdOf(inputId)} className={styles.error} role="alert">
        {translateMessage(error)}
      </p>
    ) : null}
  </div>
);

export const inputClassName = (invalid: boolean): string =>
  `${styles.input} ${invalid ? styles.invalid : ''}`;
