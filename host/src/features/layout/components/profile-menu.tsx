import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Icon, Menu, Modal, formatListDate, toast, useTranslation, type IconName } from '@portal/shared';
import { logout } from '../../../lib/session-actions';
import type { useUserDetails } from '../../../lib/use-user-details';
import { FeedbackModal } from './feedback-modal';
import { HeaderAvatar } from './header-avatar';
import styles from './header.module.css';

type Details = NonNullable<ReturnType<typeof useUserDetails>['data']>;
type Open = 'activity' | 'feedback' | null;

/** An entry of the panel: a link or a button, drawn the same (icon, words, full width). */
const Entry = ({ icon, children, to, onClick, danger }: EntryProps) => {
  const content = (
    <>
      <Icon name={icon} size={18} />
      <span>{children}</span>
    </>
  );
  const className = danger ? `${styles.entry} ${styles.entryDanger}` : styles.entry;
  return to ? (
    <Link to={to} className={className} onClick={onClick}>
      {content}
    </Link>
  ) : (
    <button type="button" className={className} onClick={onClick}>
      {content}
    </button>
  );
};
type EntryProps = { icon: IconName; children: ReactNode; to?: string; onClick: () => void; danger?: boolean };

/** Who is signed in: photo, name, e-mail and the verified mark (status Enable, spec 01 §2.5). */
const Identity = ({ details }: { details: Details | undefined }) => {
  const { t } = useTranslation('host');
  const verified = details?.status === 'Enable';
  return (
    <div className={styles.identity}>
      <HeaderAvatar file={details?.image_64 ?? undefined} size="large" />
      <div className={styles.identityText}>
        <p className={styles.identityName}>{details ? `${details.first_name} ${details.last_name}` : null}</p>
        <p className={styles.identityEmail}>{details?.email_id}</p>
        <p className={verified ? styles.verified : styles.notVerified}>
          <Icon name={verified ? 'check' : 'info'} size={14} />
          {t(verified ? 'header.verified' : 'header.notVerified')}
        </p>
      </div>
    </div>
  );
};

/** Name, e-mail, verified mark, recent logins, feedback, FAQ, profile, logout (spec 01 §2.5). */
export const ProfileMenu = ({ details, full }: { details: Details | undefined; full: boolean }) => {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const signOut = () =>
    logout().then(
      (to) => void navigate(to, { replace: true }),
      (error: unknown) => toast.fromError(error),
    );
  const name = details ? `${details.first_name} ${details.last_name}` : t('header.profile');
  return (
    <>
      <Menu
        className={styles.dropdown}
        panelClassName={`${styles.panel} ${styles.profilePanel}`}
        buttonProps={{ className: styles.profileButton, 'data-profile-menu': '', title: name }}
        label={
          <>
            <HeaderAvatar file={details?.image_64 ?? undefined} />
            <span className={styles.profileName}>{name}</span>
            <Icon name="chevronDown" size={16} className={styles.chevron} />
          </>
        }
      >
        {(close) => {
          const then = (next: () => void) => () => {
            close();
            next();
          };
          return (
            <>
              <Identity details={details} />
              {full ? (
                <div className={styles.entries}>
                  <Entry icon="clock" onClick={then(() => setOpen('activity'))}>
                    {t('header.activity')}
                  </Entry>
                  <Entry icon="message" onClick={then(() => setOpen('feedback'))}>
                    {t('header.feedback')}
                  </Entry>
                  <Entry icon="help" to="/FAQ" onClick={close}>
                    {t('header.faq')}
                  </Entry>
                  <Entry icon="user" to="/profile" onClick={close}>
                    {t('header.manageProfile')}
                  </Entry>
                </div>
              ) : null}
              <div className={styles.entries}>
                <Entry icon="logout" danger onClick={() => void signOut()}>
                  {t('header.logout')}
                </Entry>
              </div>
            </>
          );
        }}
      </Menu>
      <Modal open={open === 'activity'} title={t('header.activity')} onClose={() => setOpen(null)}>
        <p className={styles.activityIntro}>{t('header.activityIntro')}</p>
        <ul className={styles.activity}>
          {(details?.login_logsarray ?? []).map((log) => (
            <li key={log.login_log_pk}>{formatListDate(log.logindatetime)}</li>
          ))}
        </ul>
      </Modal>
      <FeedbackModal open={open === 'feedback'} onClose={() => setOpen(null)} />
    </>
  );
};
