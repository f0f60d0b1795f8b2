import { StatusBadge } from '@portal/shared';
import { useCardsTranslation } from '../../../lib/use-cards-translation';

const TONES = { Completed: 'success', Pending: 'pending', Failed: 'failed' } as const;
const KEYS = { Completed: 'completed', Pending: 'pending', Failed: 'failed' } as const;

/** A status badge: Completed green, Pending amber, Failed red. */
export const StatusCell = ({ status }: { status: keyof typeof TONES }) => {
  const { t } = useCardsTranslation();
  return <StatusBadge status={status} tone={TONES[status]} label={t(`cardTransactions.${KEYS[status]}`)} />;
};
