import type { AnswerOf, endpoints } from '@portal/shared/contract';

type Answer = AnswerOf<(typeof endpoints)['internalTransfer.getAllInternals']>;
export type InternalRow = Answer['data'][number];
export type OutgoingRow = NonNullable<Answer['outgoing']>[number];
export type LedgerRow = NonNullable<Answer['balancedata']>[number];
export type UserAccount = NonNullable<Answer['useraccount']>[number];

/** The three types of /fiat-transactions (spec 03 §2), in the dropdown's order. */
export const FIAT_TYPES = ['Fiat', 'InternalTransfers', 'OutgoingTransfers'] as const;
export type FiatType = (typeof FIAT_TYPES)[number];

type EnumLabel = (kind: 'transactionType' | 'status', value: string | null | undefined) => string;

/** A ledger row's details: its transaction type, and its status in brackets unless Approved (spec 03 §4). Both
 * are server words: `label` (the kit's useEnumLabel) shows them in the portal's language. */
export const ledgerDetails = (
  row: Pick<LedgerRow, 'transaction_type' | 'status'>,
  label: EnumLabel = (_kind, value) => value ?? '',
): string => {
  const type = label('transactionType', row.transaction_type);
  const status = (row.status ?? '').trim();
  return status && status.toLowerCase() !== 'approved' ? `${type} (${label('status', status)})` : type;
};
