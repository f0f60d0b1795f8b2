import { formatDate } from '@portal/shared';

export type TransactionFilter = { from: string; to: string; cardId: string };

/** Spec 03 §5 "Filters": card '0' (or empty) means none; dates compare by day, from and to inclusive. */
export const NO_CARD = '0';
export const EMPTY_FILTER: TransactionFilter = { from: '', to: '', cardId: NO_CARD };

type Row = { created_datetime?: string | null; card_id_fk?: string | number | null };

export const filterRows = <T extends Row>(rows: readonly T[], filter: TransactionFilter): T[] =>
  rows.filter((row) => {
    const day = formatDate(row.created_datetime, 'YYYY-MM-DD');
    if (filter.from && (!day || day < filter.from)) return false;
    if (filter.to && (!day || day > filter.to)) return false;
    if (filter.cardId && filter.cardId !== NO_CARD && String(row.card_id_fk ?? '') !== filter.cardId) return false;
    return true;
  });

/** Spec 03 §4: card and top-up rows are Completed, otherwise Pending. */
export const cardRowStatus = (status: string | null | undefined): 'Completed' | 'Pending' => (status === 'Completed' ? 'Completed' : 'Pending');

/** Spec 03 §4: usage rows are Completed, Failed, else Pending. */
export const usageRowStatus = (status: string | null | undefined): 'Completed' | 'Failed' | 'Pending' =>
  status === 'Completed' || status === 'Failed' ? status : 'Pending';

/** The top-up list: the card transactions that are top-ups (credits to the card). */
export const isTopup = (row: { cardtra_type?: string | null; kind?: unknown }): boolean =>
  typeof row.kind === 'string' ? row.kind === 'topup' : row.cardtra_type === 'credit';
