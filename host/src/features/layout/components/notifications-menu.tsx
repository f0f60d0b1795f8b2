import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiCall, formatNotificationDate, invalidateEndpoint, toast, useApiQuery, useTranslation } from '@portal/shared';
import { endpoints } from '@portal/shared/contract';
import styles from './shell.module.css';

const list = endpoints['shell.getUserNotification'];

/** Bell with unread counter; a click marks read, refreshes the counter and opens the matching list. */
export const NotificationsMenu = () => {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const query = useApiQuery(list, undefined, { refetchInterval: 60_000 });
  const items = query.data?.data ?? [];
  const counter = query.data?.counter ?? 0;
  const openItem = async (id: number, type: string) => {
    setOpen(false);
    try {
      await apiCall(endpoints['shell.updateUserNotificationHome'], { params: { noti_id: String(id) } });
      await invalidateEndpoint(list);
    } catch (error) {
      toast.fromError(error);
    }
    void navigate(type === 'Internal' || type === 'Outgoing' ? '/fiat-transactions' : '/crypto-transactions');
  };
  return (
    <div className={styles.dropdown}>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} aria-label={t('header.notifications')} data-notifications>
        {t('header.bell')}
        {counter > 0 ? <span className={styles.counter} data-counter>{counter}</span> : null}
      </button>
      {open ? (
        <ul className={styles.panel}>
          {items.length === 0 ? <li>{t('header.noNotifications')}</li> : null}
          {items.map((item) => (
            <li key={item.noti_id} className={item.read === 'No' ? styles.unread : undefined} data-unread={item.read === 'No' ? '' : undefined}>
              <button type="button" onClick={() => void openItem(item.noti_id, item.transaction_type)}>
                <strong>{item.title}</strong>
                <span>{item.description}</span>
                <small>{formatNotificationDate(item.created_datetime)}</small>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
