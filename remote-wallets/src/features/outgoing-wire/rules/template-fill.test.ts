import type { BeneficiaryTemplate, FiatAccount } from '../../../lib/contract-types';
import { formFromTemplate } from './template-fill';

const accounts = [
  {
    account_id_pk: '25',
    account_number: '4000000134',
    account_currency_type: 'USD',
    available_balance: '10',
  },
  {
    account_id_pk: '26',
    account_number: '4100000180',
    account_currency_type: 'EUR',
    available_balance: '10',
  },
] as FiatAccount[];

describe('formFromTemplate', () => {
  it('maps the template fields onto the wire form, currency from the account', () => {
    const template = {
      fiat_with_trans_id: '1',
      temp_name: 'Lena',
      account_id_fk: '26',
      bank_currency: 'EUR',
      switch_code: 'DEUTDEFF',
      bank_name: 'Deutsche Bank',
      address1: 'Taunusanlage 12',
      address2: 'Berlin',
      country_id: '65',
      label: 'DEUTDEFFXXX',
      account_number: 'DE89',
      bank_account_name: 'Lena Fischer',
      total_amount: '1096.33',
    } as BeneficiaryTemplate;
    expect(formFromTemplate(template, accounts)).toEqual({
      account: '26',
      currancy: 'EUR',
      swiftcode: 'DEUTDEFF',
      accountname: 'Deutsche Bank',
      address: 'Taunusanlage 12',
      country: '65',
      abatitle: 'DEUTDEFFXXX',
      accountnumber: 'DE89',
      customer_name: 'Lena Fischer',
      customer_address: 'Berlin',
      amount: '',
      checkboxval: false,
      templatename: '',
    });
  });
});
