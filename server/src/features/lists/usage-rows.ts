import { cardUsage } from '../../db/schema/index';
import { wireDate } from '../../db/wire';
import { shown } from '../../lib/ledger-accounts';

type UsageRow = typeof cardUsage.$inferSelect;

export const usageWire = (r: UsageRow, cardNumber: string) => ({
  transaction_id: r.processorTransactionId,
  created_datetime: wireDate(r.createdAt),
  card_number: cardNumber,
  amount: shown(r.amount, r.currency),
  currency: r.currency,
  merchant: r.merchant,
  issue_status: r.issueStatus,
  card_id_fk: String(r.cardId),
  card_id: String(r.cardId),
});
