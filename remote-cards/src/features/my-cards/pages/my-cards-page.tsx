import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, TransactionResultModal } from '@portal/shared';
import { CardVisual } from '../../../lib/card-visual/card-visual';
import { useCvvReveal } from '../../../lib/card-visual/use-cvv-reveal';
import { CardsPage } from '../../../lib/cards-page';
import type { Card } from '../../../lib/contract-types';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { useUserCards } from '../api/get-user-cards';
import { CardListTable } from '../components/card-list-table';
import { PayFeesModal } from '../components/pay-fees-modal';
import { QuickAddModal } from '../components/quick-add-modal';
import styles from '../components/my-cards.module.css';
import { usePayFees, type FeeToPay } from '../hooks/use-pay-fees';

const NONE: readonly Card[] = [];

/** /my-cards: '+ Add Card' while an account has no card, the issued cards drawn, the Card List. */
export const MyCardsPage = () => {
  const { t } = useCardsTranslation();
  const query = useUserCards();
  const cards = query.data?.data ?? NONE;
  const freeAccounts = query.data?.accountarray ?? [];
  const issued = useMemo(
    () => cards.filter((c) => c.usercard_status === 'Active' || c.usercard_status === 'Blocked'),
    [cards],
  );
  const cvv = useCvvReveal();
  const [adding, setAdding] = useState(false);
  const [feeCard, setFeeCard] = useState<Card | null>(null);
  const fees = usePayFees(query.data?.cardtopup);
  const closeFee = useCallback(() => setFeeCard(null), []);
  const { start } = fees;
  const reviewFee = useCallback(
    (fee: FeeToPay) => {
      setFeeCard(null);
      void start(fee);
    },
    [start],
  );

  const actions = freeAccounts.length ? (
    <Button onClick={() => setAdding(true)}>{t('myCards.addCard')}</Button>
  ) : null;
  return (
    <CardsPage titleKey="myCards" actions={actions}>
      <section className={styles.visuals} aria-label={t('myCards.myCardsHeading')}>
        {issued.map((card) => (
          <CardVisual
            key={card.card_id}
            card={card}
            cvv={cvv.cvvOf(card.card_id)}
            onToggleCvv={() => cvv.toggle(card.card_id)}
            footer={
              <Link className={styles.cardLink} to={`/card-settings/${card.card_id}`}>
                {t('myCards.settings')}
              </Link>
            }
          />
        ))}
        {!query.isPending && !issued.length ? (
          <p className={styles.note}>{t('myCards.noIssuedCards')}</p>
        ) : null}
      </section>
      <CardListTable cards={cards} loading={query.isPending} onPayFees={setFeeCard} />
      <div className={styles.links}>
        <Link className={styles.link} to="/dashboard">
          {t('myCards.dashboard')}
        </Link>
      </div>
      {cvv.dialog}
      <QuickAddModal open={adding} accounts={freeAccounts} onClose={() => setAdding(false)} />
      {feeCard ? (
        <PayFeesModal key={feeCard.card_id} card={feeCard} onClose={closeFee} onLoaded={reviewFee} />
      ) : null}
      {fees.dialog}
      <TransactionResultModal
        result={fees.result}
        onClose={fees.clearResult}
        links={[{ to: '/dashboard', label: t('myCards.dashboard') }]}
      />
    </CardsPage>
  );
};
