import { useEffect, useRef } from 'react';
import { Loader, Modal } from '@portal/shared';
import { toastCardsError } from '../../../lib/card-errors';
import type { Card } from '../../../lib/contract-types';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { useApproveCardDetails } from '../api/get-approve-card-details';
import type { FeeToPay } from '../hooks/use-pay-fees';

type PayFeesModalProps = {
  card: Card;
  onClose: () => void;
  /** The fee is known: the money flow's review takes over. */
  onLoaded: (fee: FeeToPay) => void;
};

/** 'Pay Card Fees' while the approval details load (account, amount); then the fee goes to the review. A
 * refusal (e.g. a rejected card) shows the server's message and closes. */
export const PayFeesModal = ({ card, onClose, onLoaded }: PayFeesModalProps) => {
  const { t } = useCardsTranslation();
  const query = useApproveCardDetails(card.card_id);
  const { error: failure, data: details } = query;
  // Mounted per opening: the fee is handed to the review once.
  const handed = useRef(false);

  useEffect(() => {
    if (!failure) return;
    toastCardsError(failure);
    onClose();
  }, [failure, onClose]);

  useEffect(() => {
    if (!details || query.isFetching || handed.current) return;
    handed.current = true;
    onLoaded({
      cardId: card.card_id,
      cardName: card.card_name,
      cardNumber: card.card_number,
      accountId: String(details.accid ?? ''),
      accountNumber: details.accno,
      amount: details.amount,
      currency: card.card_currancy ?? 'USD',
    });
  }, [card, details, query.isFetching, onLoaded]);

  return (
    <Modal open title={t('myCards.feeTitle')} onClose={onClose}>
      <Loader variant="block" label={t('myCards.feeLoading')} />
    </Modal>
  );
};
