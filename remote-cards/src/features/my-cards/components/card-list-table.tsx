import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Button, DataTable, StatusBadge, useEnumLabel, type DataColumn, cardNameLabel } from '@portal/shared';
import { cardBalance, formatExpiry, maskCardNumber, statusBehaviour } from '../../../lib/cards/card-format';
import type { Card } from '../../../lib/contract-types';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import styles from './my-cards.module.css';

const TONES = { Pending: 'pending', Active: 'success', Blocked: 'failed' } as const;

type CardListTableProps = { cards: readonly Card[]; loading: boolean; onPayFees: (card: Card) => void };

type StatusCellProps = {
  card: Card;
  statusText: (status: string) => string;
  onPayFees: (card: Card) => void;
};

/** The per-status action: badge, Pay Card Fees (red once Rejected) and the link to the card's settings. */
const CardStatusCell = ({ card, statusText, onPayFees }: StatusCellProps) => {
  const { t } = useCardsTranslation();
  const rule = statusBehaviour(card.usercard_status);
  return (
    <span className={styles.statusCell} data-card-row={card.card_id} data-status={card.usercard_status}>
      {rule.badge ? (
        <StatusBadge
          status={card.usercard_status}
          tone={TONES[card.usercard_status as keyof typeof TONES]}
          label={statusText(card.usercard_status)}
        />
      ) : null}
      {rule.payFees ? (
        <Button
          variant={rule.payFeesDanger ? 'secondary' : 'primary'}
          className={rule.payFeesDanger ? styles.danger : undefined}
          onClick={() => onPayFees(card)}
        >
          {t('myCards.payCardFees')}
        </Button>
      ) : null}
      {rule.settings ? (
        <Link className={styles.link} to={`/card-settings/${card.card_id}`}>
          {t('myCards.settings')}
        </Link>
      ) : null}
    </span>
  );
};

/** The Card List (spec 03 §2): last 4 digits only, number and expiry only once Active, and the per-status
 * action: Pending badge, Approved → Pay Card Fees, Active/Blocked badge + settings, Rejected → red Pay Card Fees. */
export const CardListTable = ({ cards, loading, onPayFees }: CardListTableProps) => {
  const { t } = useCardsTranslation();
  const label = useEnumLabel();
  const statusText = (status: string) => label('status', status);
  const columns = useMemo<DataColumn<Card>[]>(
    () => [
      {
        id: 'name',
        header: t('myCards.cardName'),
        value: (c) => cardNameLabel(c.card_name),
        role: 'primary',
      },
      {
        id: 'type',
        header: t('myCards.cardType'),
        value: (c) => label('cardType', c.cardtypename),
        role: 'primary',
      },
      {
        id: 'number',
        header: t('myCards.cardNumber'),
        value: (c) => (statusBehaviour(c.usercard_status).showDetails ? maskCardNumber(c.card_number) : ''),
      },
      {
        id: 'expiry',
        header: t('myCards.expiry'),
        value: (c) =>
          statusBehaviour(c.usercard_status).showDetails ? formatExpiry(c.exp_month, c.exp_year) : '',
      },
      { id: 'currency', header: t('myCards.currency'), value: (c) => c.card_currancy ?? '' },
      {
        id: 'balance',
        header: t('myCards.balance'),
        value: (c) => cardBalance(c.total_available, c.card_currancy),
        align: 'end',
        role: 'amount',
      },
      {
        id: 'status',
        header: t('myCards.status'),
        value: (c) => statusText(c.usercard_status),
        role: 'status',
        cell: (c) => <CardStatusCell card={c} statusText={statusText} onPayFees={onPayFees} />,
      },
    ],
    // statusText only reads label
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, label, onPayFees],
  );
  return (
    <DataTable
      columns={columns}
      data={cards}
      loading={loading}
      title={t('myCards.cardList')}
      emptyTitle={t('myCards.cardListEmpty')}
      exportName={t('myCards.cardList')}
      getRowId={(c) => c.card_id}
    />
  );
};
