import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { displayStatusKey, toDisplayStatus, type DisplayStatus } from '../../format/status';
import styles from './controls.module.css';

export type StatusBadgeProps = {
  /** Raw server status (Completed, Pending, Failed …); its colour comes from toDisplayStatus. */
  status: string | null | undefined;
  /** Overrides the colour mapping. */
  tone?: DisplayStatus;
  /** Already translated text; defaults to the translated display status (Success / Pending / Failed). */
  label?: string;
};

export const StatusBadge = ({ status, tone, label }: StatusBadgeProps) => {
  const { t } = useSharedTranslation();
  const display = tone ?? toDisplayStatus(status);
  return (
    <span className={`${styles.badge} ${styles[display]}`}>{label ?? t(displayStatusKey(display))}</span>
  );
};
