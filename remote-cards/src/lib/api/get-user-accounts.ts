import { endpoints } from '@portal/shared/contract';
import { FIAT_ACCOUNTS_CALL, useApiQuery } from '@portal/shared';

/** The fiat accounts, EUR first then USD (spec 03 §9); an error leaves the list empty (spec 03 §8). */
export const useUserAccounts = () =>
  useApiQuery(endpoints['account.getUserAccounts'], FIAT_ACCOUNTS_CALL, {
    select: (answer) =>
      [...answer.data].sort((a, b) => a.account_currency_type.localeCompare(b.account_currency_type)),
  });
