import { useId } from 'react';
import styles from './profile.module.css';

type Props = {
  label: string;
  on: boolean;
  pending: boolean;
  onToggle: () => void;
  disabled?: boolean;
  channel?: 'app' | 'email';
};

/** One Enable/Disable switch (a checkbox with role switch). */
export const NotificationToggle = ({ label, on, pending, onToggle, disabled, channel }: Props) => {
  const id = useId();
  return (
    <div className={styles.toggle} data-channel={channel}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        aria-checked={on}
        disabled={pending || disabled}
        onChange={onToggle}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
};
