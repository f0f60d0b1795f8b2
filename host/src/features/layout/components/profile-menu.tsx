import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Modal, formatListDate, toast, useTranslation } from '@portal/shared';
import { logout } from '../../../lib/session-actions';
import type { useUserDetails } from '../../../lib/use-user-details';
import { FeedbackModal } from './feedback-modal';
import { HeaderAvatar } from './header-avatar';
import styles from './shell.module.css';

type Details = NonNullable<ReturnType<typeof useUserDetails>['data']>;
type Open = 'menu' | 'activity' | 'feedback' | null;

/** Name, e-mail, verified mark (status Enable), recent logins, feedback, FAQ, profile, logout (spec 01 §2.5). */
export const ProfileMenu = ({ details, full }: { details: Details | undefined; full: boolean }) => {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const signOut = () =>
    logout().then(
      (to) => void navigate(to, { replace: true }),
      (error: unknown) => toast.fromError(error),
    );
  return (
    <div className={styles.dropdown}>
      <button type="button" aria-expanded={open === 'menu'} onClick={() => setOpen(open === 'menu' ? null : 'menu')} data-profile-menu>
        <HeaderAvatar file={details?.image_64 ?? undefined} />
        {details ? `${details.first_name} ${details.last_name}` : t('header.profile')}
      </button>
      {open === 'menu' ? (
        <div className={styles.panel}>
          <p>{details?.email_id}</p>
          <p>{t(details?.status === 'Enable' ? 'header.verified' : 'header.notVerified')}</p>
          {full ? (
            <>
              <button type="button" onClick={() => setOpen('activity')}>{t('header.activity')}</button>
              <button type="button" onClick={() => setOpen('feedback')}>{t('header.feedback')}</button>
              <Link to="/FAQ" onClick={() => setOpen(null)}>{t('header.faq')}</Link>
              <Link to="/profile" onClick={() => setOpen(null)}>{t('header.manageProfile')}</Link>
            </>
          ) : null}
          <button type="button" onClick={() => void signOut()}>{t('header.logout')}</button>
        </div>
      ) : null}
      <Modal open={open === 'activity'} title={t('header.activity')} onClose={() => setOpen(null)}>
        <ul>
          {(details?.login_logsarray ?? []).map((log) => (
            <li key={log.login_log_pk}>{formatListDate(log.logindatetime)}</li>
          ))}
        </ul>
      </Modal>
      <FeedbackModal open={open === 'feedback'} onClose={() => setOpen(null)} />
    </div>
  );
};
