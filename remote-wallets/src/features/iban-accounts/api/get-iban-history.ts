import { endpoints, type AnswerOf } from '@portal/shared/contract';
import { usePagedList } from '@portal/shared';
import type { StatementFilter } from '../rules/statement-filter';

const endpoint = endpoints['account.getIbanTransactionHistory'];
export type IbanTransaction = AnswerOf<typeof endpoint>['data']['EUR'][number];
const NO_STATUSES: string[] = [];

/** One IBAN balance sheet, filtered and paged by the server (contract 1.3: `currency`, from/to as inclusive days,
 * status), with every status of the sheet for the filter. */
export const useIbanHistory = (currency: 'EUR' | 'USD', { from, to, status }: StatementFilter) => {
  const list = usePagedList(endpoint, {
    filters: { currency, ...(from ? { from } : {}), ...(to ? { to } : {}), ...(status ? { status } : {}) },
    read: (answer) => ({ rows: answer.data[currency], total: answer.paging?.total ?? 0 }),
  });
  return { ...list, statuses: list.query.data?.statuses ?? NO_STATUSES };
};
