import { useNavigate } from 'react-router-dom';
import {
  Icon,
  Menu,
  apiCall,
  formatNotificationDate,
  invalidateEndpoint,
  toast,
  useApiQuery,
  useTranslation,
} from '@portal/shared';
import { endpoints } from '@portal/shared/contract';
import styles from './header.module.css';

const list = endpoints['shell.getUserNotification'];

/** Spec 01 §2.5: Internal and Outgoing open the fiat list, every other type the crypto list. */
export const notificationTarget = (type: string): string =>
  type === 'Internal' || type === 'Outgoing' ? '/fiat-transactions' : '/crypto-transactions';

type Notification = NonNullable<ReturnType<typeof useNotifications>['data']>['data'][number];
const useNotifications = () => useApiQuery(list, undefined, { refetchInterval: 60_000 });

/** The panel's list, newest first as the server orders them; an empty panel says so. */
const NotificationList = ({
  items,
  onOpen,
}: {
  items: Notification[];
  onOpen: (item: Notification) => void;
}) => {
  const { t } = useTranslation('host');
  return (
    <>
      {items.length === 0 ? (
        <p className={styles.empty}>
          <Icon name="bell" size={28} />
          {t('header.noNotifications')}
        </p>
      ) : (
        <ul className={styles.notifications}>
          {items.map((item) => (
            <li
              key={item.noti_id}
              className={item.read === 'No' ? styles.unread : undefined}
              data-unread={item.read === 'No' ? '' : undefined}
            >
              <button type="button" className={styles.notification} onClick={() => onOpen(item)}>
                {item.read === 'No' ? <span className={styles.srOnly}>{t('header.unread')}</span> : null}
                <span className={styles.notificationTitle}>{item.title}</span>
                <span className={styles.notificationText}>{item.description}</span>
                <span className={styles.notificationDate}>
                  {formatNotificationDate(item.created_datetime)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
};

/** Bell with the unread counter; its panel lists the notifications, unread ones highlighted; a click marks one
 * read, refreshes the counter and opens the matching list. */
export const NotificationsMenu = () => {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const query = useNotifications();
  const items = query.data?.data ?? [];
  const counter = query.data?.counter ?? 0;
  const openItem = async (id: number, type: string) => {
    try {
      await apiCall(endpoints['shell.updateUserNotificationHome'], { params: { noti_id: String(id) } });
      await invalidateEndpoint(list);
    } catch (error) {
      toast.fromError(error);
    }
    void navigate(notificationTarget(type));
  };
  return (
    <Menu
      className={styles.dropdown}
      panelClassName={`${styles.panel} ${styles.notificationsPanel}`}
      buttonProps={{
        className: styles.iconButton,
        'aria-label':
          counter > 0 ? t('header.notificationsUnread', { count: counter }) : t('header.notifications'),
        'data-notifications': '',
      }}
      label={
        <>
          <Icon name="bell" />
          {counter > 0 ? (
            <span className={styles.counter} data-counter aria-hidden="true">
              {counter > 99 ? '99+' : counter}
            </span>
          ) : null}
        </>
      }
    >
      {(close) => (
        <>
          <div className={styles.panelHeader}>
            <h2 className={styles.panelTitle}>{t('header.notifications')}</h2>
            {counter > 0 ? (
              <span className={styles.panelMeta}>{t('header.unreadCount', { count: counter })}</span>
            ) : null}
          </div>
          <NotificationList
            items={items}
            onOpen={(item) => {
              close();
              void openItem(item.noti_id, item.transaction_type);
            }}
          />
        </>
      )}
    </Menu>
  );
};
