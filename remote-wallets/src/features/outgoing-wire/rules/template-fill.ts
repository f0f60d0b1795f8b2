import type { BeneficiaryTemplate, FiatAccount } from '../../../lib/contract-types';
import { EMPTY_WIRE_FORM, type WireFormInput } from './wire-schema';

/** The wire form filled from a saved beneficiary (the save option is hidden then). */
export const formFromTemplate = (
  template: BeneficiaryTemplate,
  accounts: readonly FiatAccount[],
): WireFormInput => {
  const account = accounts.find((one) => String(one.account_id_pk) === String(template.account_id_fk ?? ''));
  return {
    ...EMPTY_WIRE_FORM,
    account: account ? String(account.account_id_pk) : '',
    currancy: account?.account_currency_type ?? template.bank_currency ?? '',
    swiftcode: template.switch_code ?? '',
    accountname: template.bank_name ?? '',
    address: template.address1 ?? '',
    country: template.country_id == null ? '' : String(template.country_id),
    abatitle: template.label ?? '',
    accountnumber: template.account_number ?? '',
    customer_name: template.bank_account_name ?? '',
    customer_address: template.address2 ?? '',
  };
};
