import { toast } from '@portal/shared';
import type { EditProfile, NotificationSetting } from '../../../lib/contract-types';
import styles from '../../../lib/account.module.css';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useUpdateEmailNotification } from '../api/update-email-notification';
import { useUpdateUserNotification } from '../api/update-user-notification';
import { NotificationToggle } from './notification-toggle';

const NONE: NotificationSetting[] = [];
const flip = (status: string | null | undefined) => (status === 'Enable' ? 'Disable' : 'Enable');

/** Notification Settings: the e-mail master switch, then one toggle per type for e-mail and in-app. The server
 * obeys them: a disabled type is neither sent to the outbox nor listed in the header. */
export const NotificationSettings = ({ profile }: { profile: EditProfile }) => {
  const { t } = useAccountTranslation();
  const email = useUpdateEmailNotification();
  const perType = useUpdateUserNotification();
  const typeLabel = (type: string) => t(`profile.notifications.types.${type}`, { defaultValue: type });
  const done = (promise: Promise<{ message: string }>) =>
    promise.then(
      (answer) => toast.success(answer.message),
      (error: unknown) => toast.fromError(error),
    );
  const emailOn = profile.email_notification === 'Enable';

  return (
    <div className={styles.stack} data-notification-settings>
      <section className={styles.section}>
        <h3>{t('profile.notifications.email')}</h3>
        <NotificationToggle
          label={t('profile.notifications.emailAll')}
          on={emailOn}
          pending={email.isPending}
          onToggle={() =>
            void done(email.mutateAsync({ body: { status: flip(profile.email_notification) } }))
          }
        />
        <h4>{t('profile.notifications.emailTypes')}</h4>
        {(profile.email_notification_list ?? NONE).map((row) => (
          <NotificationToggle
            key={`email-${row.notification_type}`}
            label={typeLabel(row.notification_type)}
            channel="email"
            on={row.notification_status === 'Enable'}
            disabled={!emailOn}
            pending={perType.isPending}
            onToggle={() =>
              void done(
                perType.mutateAsync({
                  body: {
                    notification_type: row.notification_type,
                    status: flip(row.notification_status),
                    channel: 'email',
                  },
                }),
              )
            }
          />
        ))}
      </section>
      <section className={styles.section}>
        <h3>{t('profile.notifications.app')}</h3>
        {(profile.notification_list ?? NONE).map((row) => (
          <NotificationToggle
            key={`app-${row.notification_type}`}
            label={typeLabel(row.notification_type)}
            channel="app"
            on={row.notification_status === 'Enable'}
            pending={perType.isPending}
            onToggle={() =>
              void done(
                perType.mutateAsync({
                  body: { notification_type: row.notification_type, status: flip(row.notification_status) },
                }),
              )
            }
          />
        ))}
      </section>
    </div>
  );
};
