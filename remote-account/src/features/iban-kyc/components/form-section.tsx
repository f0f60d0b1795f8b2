import type { ReactNode } from 'react';
import styles from './iban-kyc-form.module.css';

/** One of the form's five sections. */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <fieldset className={styles.section}>
    <legend className={styles.legend}>{title}</legend>
    <div className={styles.grid}>{children}</div>
  </fieldset>
);
