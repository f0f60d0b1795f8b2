import { useNavigate } from 'react-router-dom';
import {
  Menu,
  apiCall,
  formatNotificationDate,
  invalidateEndpoint,
  toast,
  useApiQuery,
  useTranslation,
} from '@portal/shared';
import { endpoints } from '@portal/shared/contract';
import styles from './shell.module.css';

const list = endpoints['shell.getUserNotification'];

/** Bell with unread counter; a click marks read, refreshes the counter and opens the matching list. */
export const NotificationsMenu = () => {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const query = useApiQuery(list, undefined, { refetchInterval: 60_000 });
  const items = query.data?.data ?? [];
  const counter = query.data?.counter ?? 0;
  const openItem = async (id: number, type: string) => {
    try {
      await apiCall(endpoints['shell.updateUserNotificationHome'], { params: { noti_id: String(id) } });
      await invalidateEndpoint(list);
    } catch (error) {
      toast.fromError(error);
    }
    void navigate(type === 'Internal' || type === 'Outgoing' ? '/fiat-transactions' : '/crypto-transactions');
  };
  return (
    <Menu
      className={styles.dropdown}
      panelClassName={styles.panel}
      panelAs="ul"
      buttonProps={{ 'aria-label': t('header.notifications'), 'data-notifications': '' }}
      label={
        <>
          {t('header.bell')}
          {counter > 0 ? (
            <span className={styles.counter} data-counter>
              {counter}
            </span>
          ) : null}
        </>
      }
    >
      {(close) => (
        <>
          {items.length === 0 ? <li>{t('header.noNotifications')}</li> : null}
          {items.map((item) => (
            <li
              key={item.noti_id}
              className={item.read === 'No' ? styles.unread : undefined}
              data-unread={item.read === 'No' ? '' : undefined}
            >
              <button
                type="button"
                onClick={() => {
                  close();
                  void openItem(item.noti_id, item.transaction_type);
                }}
              >
                <strong>{item.title}</strong>
                <span>{item.description}</span>
                <small>{formatNotificationDate(item.created_datetime)}</small>
              </button>
            </li>
          ))}
        </>
      )}
    </Menu>
  );
};
