import { Button, Loader, Modal, formatAmount, DetailRows } from '@portal/shared';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { useInternalDetails } from '../api/get-internal-details';

/** Internal transfer details (spec 03 §2): from/to user, from/to account, amount, e-mail, currency, message. */
export const InternalDetailsModal = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const { t } = useExchangeTranslation();
  const query = useInternalDetails(id);
  const d = query.data;
  return (
    <Modal
      open
      title={t('fiatTransactions.internalDetails')}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {query.isPending ? <Loader /> : null}
      {d ? (
        <DetailRows
          rows={[
            { label: t('fiatTransactions.fromUser'), value: d.modalfromuser ?? '' },
            { label: t('fiatTransactions.toUser'), value: d.modaltouser ?? '' },
            { label: t('fiatTransactions.fromAccount'), value: d.modalfromuseraccount ?? '' },
            { label: t('fiatTransactions.toAccount'), value: d.modaltouseraccount ?? '' },
            { label: t('fiatTransactions.amount'), value: formatAmount(d.amount, 2) },
            { label: t('fiatTransactions.email'), value: d.email_address ?? '' },
            { label: t('fiatTransactions.currency'), value: d.currency },
            { label: t('fiatTransactions.message'), value: d.message ?? '' },
          ]}
        />
      ) : null}
    </Modal>
  );
};
