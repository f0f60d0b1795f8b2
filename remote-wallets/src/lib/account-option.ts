import { formatFiat } from '@portal/shared';
import type { FiatAccount } from './contract-types';

/** A from-account choice: currency, number and available balance (what the user can send). */
export const accountOption = (account: FiatAccount) => ({
  value: String(account.account_id_pk),
  label: `${account.account_currency_type} - ${account.account_number} (${formatFiat(account.available_balance, account.account_currency_type)})`,
});
