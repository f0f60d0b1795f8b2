import type { ButtonHTMLAttributes } from 'react';
import { Loader } from '../loader/loader';
import styles from './controls.module.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'outline' | 'link';
  /** Shows a spinner and disables the button: no double submit while a request runs. */
  pending?: boolean;
};

/** Themed button (colours from the branding CSS variables). Defaults to type="button". */
export const Button = ({
  variant = 'primary',
  pending = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) => (
  <button
    {...rest}
    type={type}
    disabled={disabled || pending}
    aria-busy={pending || undefined}
    className={`${styles.button} ${styles[variant]} ${className ?? ''}`}
  >
    {pending ? <Loader variant="inline" /> : null}
    {children}
  </button>
);
