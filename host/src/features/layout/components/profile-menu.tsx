import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Menu, Modal, formatListDate, toast, useTranslation } from '@portal/shared';
import { logout } from '../../../lib/session-actions';
import type { useUserDetails } from '../../../lib/use-user-details';
import { FeedbackModal } from './feedback-modal';
import { HeaderAvatar } from './header-avatar';
import styles from './shell.module.css';

type Details = NonNullable<ReturnType<typeof useUserDetails>['data']>;
type Open = 'activity' | 'feedback' | null;

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
    <>
      <Menu
        className={styles.dropdown}
        panelClassName={styles.panel}
        buttonProps={{ 'data-profile-menu': '' }}
        label={
          <>
            <HeaderAvatar file={details?.image_64 ?? undefined} />
            {details ? `${details.first_name} ${details.last_name}` : t('header.profile')}
          </>
        }
      >
        {(close) => (
          <>
            <p>{details?.email_id}</p>
            <p>{t(details?.status === 'Enable' ? 'header.verified' : 'header.notVerified')}</p>
            {full ? (
              <>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    setOpen('activity');
                  }}
                >
                  {t('header.activity')}
                </button>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    setOpen('feedback');
                  }}
                >
                  {t('header.feedback')}
                </button>
                <Link to="/FAQ" onClick={close}>
                  {t('header.faq')}
                </Link>
                <Link to="/profile" onClick={close}>
                  {t('header.manageProfile')}
                </Link>
              </>
            ) : null}
            <button type="button" onClick={() => void signOut()}>
              {t('header.logout')}
            </button>
          </>
        )}
      </Menu>
      <Modal open={open === 'activity'} title={t('header.activity')} onClose={() => setOpen(null)}>
        <ul>
          {(details?.login_logsarray ?? []).map((log) => (
            <li key={log.login_log_pk}>{formatListDate(log.logindatetime)}</li>
          ))}
        </ul>
      </Modal>
      <FeedbackModal open={open === 'feedback'} onClose={() => setOpen(null)} />
    </>
  );
};
