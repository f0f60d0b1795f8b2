import type { QueryValues } from '@portal/shared';

export type TransactionFilter = { from: string; to: string; cardId: string };

/** Spec 03 §5 "Filters": card '0' (or empty) means none; dates compare by day, from and to inclusive. */
export const NO_CARD = '0';
export const EMPTY_FILTER: TransactionFilter = { from: '', to: '', cardId: NO_CARD };

/** The filter as the server takes it (contract 1.1 card lists): card '0' means none; from/to are days, inclusive. */
export const cardListQuery = (filter: TransactionFilter): QueryValues => ({
  card: filter.cardId && filter.cardId !== NO_CARD ? filter.cardId : undefined,
  from: filter.from || undefined,
  to: filter.to || undefined,
});

/** Spec 03 §4: card and top-up rows are Completed, otherwise Pending. */
export const cardRowStatus = (status: string | null | undefined): 'Completed' | 'Pending' =>
  status === 'Completed' ? 'Completed' : 'Pending';

/** Spec 03 §4: usage rows are Completed, Failed, else Pending. */
export const usageRowStatus = (status: string | null | undefined): 'Completed' | 'Failed' | 'Pending' =>
  status === 'Completed' || status === 'Failed' ? status : 'Pending';
