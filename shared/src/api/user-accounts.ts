import type { AnswerOf } from '../contract/define-endpoint';
import { walletsEndpoints } from '../contract/endpoints/wallets';
import { FIAT_ACCOUNTS_CALL } from './dashboard-data';
import { useApiQuery } from './query-helpers';

const endpoint = walletsEndpoints['account.getUserAccounts'];
type Answer = AnswerOf<typeof endpoint>;

/** One of the caller's fiat accounts (wallet number, IBAN, balances, currency). */
export type FiatAccount = Answer['data'][number];

/** Which currency comes first: the server's order (USD, spec 02 §2) or EUR (spec 03 §9's cards and exchange). */
export type AccountsOrder = 'usdFirst' | 'eurFirst';

// Stable functions: TanStack Query runs an inline select again on every render.
const asServed = (answer: Answer): FiatAccount[] => answer.data;
const eurFirst = (answer: Answer): FiatAccount[] =>
  [...answer.data].sort((a, b) => a.account_currency_type.localeCompare(b.account_currency_type));

/** The caller's fiat accounts (getuseraccoundsbyid without the country list): the one query every screen and the
 * dashboard's prefetch share, so a money move's refresh updates them all; an error leaves the list empty. */
export const useUserAccounts = (order: AccountsOrder = 'usdFirst') =>
  useApiQuery(endpoint, FIAT_ACCOUNTS_CALL, { select: order === 'eurFirst' ? eurFirst : asServed });
