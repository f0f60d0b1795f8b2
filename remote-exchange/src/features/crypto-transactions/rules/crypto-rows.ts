import type { AnswerOf, endpoints } from '@portal/shared/contract';

type Bundle = AnswerOf<(typeof endpoints)['cryptoExchange.getAllCryptoTransaction']>['data'];
export type WithdrawalRow = NonNullable<Bundle['withdrawtransaction']>[number];

/** Spec 03 §2: the dropdown offers only these three (Deposit, Transfer and the address lists are not in it). */
export const CRYPTO_TYPES = ['CryptoExchange', 'Withdrawal', 'Swap'] as const;
export type CryptoType = (typeof CRYPTO_TYPES)[number];

export type DepositRow = NonNullable<Bundle['deposittransaction']>[number];
export type TransferRow = NonNullable<Bundle['transfer_array']>[number];
export type DepositAddressRow = NonNullable<Bundle['depoaddress']>[number];
export type WithdrawAddressRow = NonNullable<Bundle['withaddress']>[number];

/** Spec 03 §2: tables that exist but are not in the dropdown; reached only by `?type=` (see ARCHITECTURE.md). */
export const LINKED_TYPES = ['Deposit', 'Transfer', 'DepositAddress', 'WithdrawAddress'] as const;
export type LinkedType = (typeof LINKED_TYPES)[number];
export type ListType = CryptoType | LinkedType;

const LIST_TYPES: readonly string[] = [...CRYPTO_TYPES, ...LINKED_TYPES];

/** The `?type=` of the page, or the default CryptoExchange for none or an unknown one. */
export const listTypeOf = (param: string | null): ListType =>
  param !== null && LIST_TYPES.includes(param) ? (param as ListType) : 'CryptoExchange';

export const isLinkedType = (type: ListType): type is LinkedType =>
  (LINKED_TYPES as readonly string[]).includes(type);

/** A transfer's counter-party as "First Last (e-mail)", or whatever part the server sent. */
export const counterparty = (row: TransferRow): string => {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return row.email_id ? (name ? `${name} (${row.email_id})` : row.email_id) : name;
};
