import { useState } from 'react';
import { toast } from '@portal/shared';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import styles from './card-settings.module.css';
import { useUpdateSmsAlert, useUpdateWithdrawService } from '../api/card-settings-mutations';
import { ServiceConfirmModal } from './service-confirm-modal';
import { toastCardsError } from '../../../lib/card-errors';

type Service = 'sms' | 'withdraw';
type ServicesPanelProps = {
  cardId: string;
  smsalert: string | null | undefined;
  withdraw: string | null | undefined;
};

/** The SMS alert and Withdraw From Account services, each switched after the confirmation modal. */
export const ServicesPanel = ({ cardId, smsalert, withdraw }: ServicesPanelProps) => {
  const { t } = useCardsTranslation();
  const [asking, setAsking] = useState<Service | null>(null);
  const sms = useUpdateSmsAlert();
  const withdrawal = useUpdateWithdrawService();
  const pending = sms.isPending || withdrawal.isPending;

  const handleYes = async () => {
    const mutation = asking === 'sms' ? sms : withdrawal;
    try {
      const answer = await mutation.mutateAsync({ body: { card_id: cardId } });
      toast.success(answer.message ?? '');
    } catch (failure) {
      toastCardsError(failure);
    }
    setAsking(null);
  };

  const rows: [Service, string, boolean][] = [
    ['sms', t('cardSettings.smsAlert'), smsalert === 'Yes'],
    ['withdraw', t('cardSettings.withdrawService'), withdraw === 'Yes'],
  ];
  return (
    <section className={styles.panel}>
      <h2>{t('cardSettings.services')}</h2>
      {rows.map(([service, label, on]) => (
        <label key={service} className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            checked={on}
            onChange={() => setAsking(service)}
            data-service={service}
          />
          <span>{label}</span>
        </label>
      ))}
      <ServiceConfirmModal
        open={asking !== null}
        pending={pending}
        onYes={() => void handleYes()}
        onClose={() => setAsking(null)}
      />
    </section>
  );
};
