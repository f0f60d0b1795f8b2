import { endpoints, type AnswerOf } from '@portal/shared/contract';
import { FIAT_ACCOUNTS_CALL, useApiQuery } from '@portal/shared';

const endpoint = endpoints['account.getUserAccounts'];
export type FiatAccount = AnswerOf<typeof endpoint>['data'][number];

/** Fiat accounts (without the country list: not needed here), first USD then EUR; an error leaves the list empty (silent, spec 02 §8). */
export const useUserAccounts = () =>
  useApiQuery(endpoint, FIAT_ACCOUNTS_CALL, { select: (answer) => answer.data });
