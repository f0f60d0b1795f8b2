import { Link, type LinkProps } from 'react-router-dom';
import styles from './controls.module.css';
import type { ButtonProps } from './button';

export type LinkButtonProps = LinkProps & { variant?: NonNullable<ButtonProps['variant']> };

/** A link that goes somewhere, drawn as the kit's Button (a row of actions where one navigates: "Deposit" beside
 * "Transfer"). It stays a link for the browser and screen readers. */
export const LinkButton = ({ variant = 'primary', className, ...rest }: LinkButtonProps) => (
  <Link {...rest} className={`${styles.button} ${styles[variant]} ${className ?? ''}`} />
);
