import { Fragment } from 'react';
import { Button, formatListDate } from '@portal/shared';
import type { ActiveSession } from '../../../lib/contract-types';
import accountStyles from '../../../lib/account.module.css';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import styles from './profile.module.css';

/** "Chrome · Windows"; the parser's "Unknown" in the portal's language. */
export const useDeviceName = () => {
  const { t } = useAccountTranslation();
  const name = (value: string | null | undefined) =>
    !value || value === 'Unknown' ? t('profile.sessions.unknown') : value;
  return (session: ActiveSession) => `${name(session.browser)} · ${name(session.os)}`;
};

/** One session: device, IP, signed in, last seen; "This device" on the caller's own, else its sign-out button. */
export const SessionCard = ({ session, onEnd }: { session: ActiveSession; onEnd: () => void }) => {
  const { t } = useAccountTranslation();
  const device = useDeviceName()(session);
  const current = session.current === 'Yes';
  const rows: [string, string][] = [
    ['ip', session.ip ?? ''],
    ['signedInAt', formatListDate(session.signed_in_at)],
    ['lastSeen', formatListDate(session.last_seen_at)],
  ];
  return (
    <li className={accountStyles.card} data-session={session.session_id} aria-current={current || undefined}>
      <h3>
        {device}
        {current ? <span className={styles.badge}>{t('profile.sessions.thisDevice')}</span> : null}
      </h3>
      <dl className={styles.details}>
        {rows.map(([key, value]) => (
          <Fragment key={key}>
            <dt>{t(`profile.sessions.${key}`)}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {current ? null : (
        <div className={accountStyles.actions}>
          <Button variant="secondary" onClick={onEnd} aria-label={t('profile.sessions.endOneOf', { device })}>
            {t('profile.sessions.endOne')}
          </Button>
        </div>
      )}
    </li>
  );
};
