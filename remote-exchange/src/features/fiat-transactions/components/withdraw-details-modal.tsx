import { Button, Loader, Modal, formatAmount, toast, DetailRows } from '@portal/shared';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { useOutgoingDetails } from '../api/get-outgoing-details';
import { getPaymentProof } from '../api/get-payment-proof';

const openProof = async (id: string) => {
  try {
    const url = URL.createObjectURL(await getPaymentProof(id));
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (failure) {
    toast.fromError(failure);
  }
};

/** Withdraw details (spec 03 §2): bank, account number, swift, routing, address, beneficiary, amount, currency and
 * the payment proof when there is one. */
export const WithdrawDetailsModal = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const { t } = useExchangeTranslation();
  const query = useOutgoingDetails(id);
  const d = query.data;
  return (
    <Modal
      open
      title={t('fiatTransactions.withdrawDetails')}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {query.isPending ? <Loader /> : null}
      {d ? (
        <>
          <DetailRows
            rows={[
              { label: t('fiatTransactions.bankName'), value: d.bank_name ?? '' },
              { label: t('fiatTransactions.accountNumber'), value: d.account_number ?? d.iban_number ?? '' },
              { label: t('fiatTransactions.swiftCode'), value: d.switch_code ?? '' },
              { label: t('fiatTransactions.routingNumber'), value: d.label ?? '' },
              {
                label: t('fiatTransactions.address'),
                value: [d.address1, d.address2, d.region, d.countryname].filter(Boolean).join(', '),
              },
              {
                label: t('fiatTransactions.beneficiary'),
                value: d.customer_name ?? d.bank_account_name ?? '',
              },
              { label: t('fiatTransactions.amount'), value: formatAmount(d.amount, 2) },
              { label: t('fiatTransactions.currency'), value: d.bank_currency ?? '' },
            ]}
          />
          {d.payment_proof ? (
            <Button variant="link" onClick={() => void openProof(d.fiat_with_trans_id)}>
              {t('fiatTransactions.paymentProof')}
            </Button>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
};
