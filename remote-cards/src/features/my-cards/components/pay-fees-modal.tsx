import { useEffect } from 'react';
import {
  Button,
  Loader,
  Modal,
  formatFiat,
  DetailRows,
  flowFormStyles as styles,
  cardNameLabel,
} from '@portal/shared';
import type { Card } from '../../../lib/contract-types';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { useApproveCardDetails } from '../api/get-approve-card-details';
import type { FeeToPay } from '../hooks/use-pay-fees';
import { toastCardsError } from '../../../lib/card-errors';

type PayFeesModalProps = {
  card: Card | null;
  onClose: () => void;
  onPay: (fee: FeeToPay) => void;
  paying: boolean;
};

/** 'Pay Card Fees': loads the approval details (account, amount), then pays. A refusal (e.g. a rejected card)
 * shows the server's message and closes. */
export const PayFeesModal = ({ card, onClose, onPay, paying }: PayFeesModalProps) => {
  const { t } = useCardsTranslation();
  const query = useApproveCardDetails(card?.card_id);
  const failure = query.error;

  useEffect(() => {
    if (!failure) return;
    toastCardsError(failure);
    onClose();
  }, [failure, onClose]);

  if (!card) return null;
  const details = query.data;
  const fee: FeeToPay | null = details
    ? {
        cardId: card.card_id,
        accountId: String(details.accid ?? ''),
        amount: details.amount,
        currency: card.card_currancy ?? 'USD',
      }
    : null;
  return (
    <Modal open title={t('myCards.feeTitle')} onClose={onClose} dismissible={!paying}>
      {fee && details ? (
        <div className={styles.form} data-fee-modal={card.card_id}>
          <p className={styles.note}>{t('myCards.feeIntro')}</p>
          <DetailRows
            rows={[
              { label: t('myCards.cardName'), value: cardNameLabel(card.card_name) },
              { label: t('myCards.feeAccount'), value: details.accno ?? '' },
              { label: t('myCards.feeAmount'), value: formatFiat(fee.amount, fee.currency) },
            ]}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose} disabled={paying}>
              {t('common.cancel')}
            </Button>
            <Button pending={paying} onClick={() => onPay(fee)}>
              {t('myCards.payNow')}
            </Button>
          </div>
        </div>
      ) : (
        <Loader variant="block" label={t('myCards.feeLoading')} />
      )}
    </Modal>
  );
};
