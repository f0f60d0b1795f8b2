import type { AnyHandler } from '../../http/handler';
import { getAllInternalDetailsHandler } from './get-all-internal-details';
import { getAllInternalsHandler } from './get-all-internals';
import { getAllOutgoingDetailsHandler } from './get-all-outgoing-details';
import { getPaymentProofHandler } from './get-payment-proof';
import { getUserCardUsageTransactionsHandler } from './get-user-card-usage-transactions';
import { getUserCardsTransactionsHandler } from './get-user-cards-transactions';
import { refreshCardUsageHandler } from './refresh-card-usage';

export const listsHandlers: AnyHandler[] = [
  getAllInternalsHandler,
  getAllInternalDetailsHandler,
  getAllOutgoingDetailsHandler,
  getPaymentProofHandler,
  getUserCardsTransactionsHandler,
  getUserCardUsageTransactionsHandler,
  refreshCardUsageHandler,
];
