import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@portal/shared';
import type { RemoteFailure } from './remote-errors';
import { releaseOf } from './remote-releases';
import styles from './remote-unavailable.module.css';

type Props = { remote: RemoteName; failure: RemoteFailure; onRetry: () => void };

export const RemoteUnavailable = ({ remote, failure, onRetry }: Props) => {
  const { t } = useTranslation('host');
  const release = releaseOf(remote);
  return (
    <section className={styles.panel} role="alert" data-remote-unavailable={remote}>
      <h2 className={styles.title}>
        {failure === 'incompatible' ? t('remote.incompatibleTitle') : t('remote.unavailableTitle')}
      </h2>
      <p className={styles.text}>
        {failure === 'incompatible' ? t('remote.incompatibleText') : t('remote.unavailableText')}
      </p>
      {release && (
        <p className={styles.release} data-remote-release>
          {t('remote.release', { release })}
        </p>
      )}
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
};
