import { enTranslator } from '@portal/shared/testing';
import en from '../locales/en.json';
import { EMPTY_WIRE_FORM } from '../rules/wire-schema';
import { wireReview } from './use-wire-flow';

const t = enTranslator('outgoingWire', en);
const values = {
  ...EMPTY_WIRE_FORM,
  account: '26',
  currancy: 'EUR',
  swiftcode: 'DEUTDEFF',
  accountname: 'Deutsche Bank',
  abatitle: 'DEUTDEFFXXX',
  accountnumber: 'DE89370400440532013000',
  customer_name: 'Lena Fischer',
  amount: '25',
};

describe('the wire review', () => {
  it('shows the check’s amount, the fee inside its debit, the debit and the beneficiary', () => {
    const review = wireReview(t, values, {
      success_display_cur: 'EUR',
      success_display_amount: '25.00',
      success_display_debitamount: '25.50',
      success_display_fromaccount: '4100000180',
      success_display_fromaccount_cur: 'EUR',
    });
    expect(review.amount).toEqual({ amount: '25.00', currency: 'EUR' });
    expect(review.fee).toEqual({ amount: '0.5', currency: 'EUR' });
    expect(review.total).toEqual({ amount: '25.50', currency: 'EUR' });
    expect(review.from).toEqual({ name: 'EUR wallet', detail: '4100000180' });
    expect(review.to).toEqual({ name: 'Lena Fischer', detail: 'DE89370400440532013000' });
    expect(review.rows).toEqual([
      { label: 'Bank name', value: 'Deutsche Bank' },
      { label: 'Swift code', value: 'DEUTDEFF' },
      { label: 'Routing number', value: 'DEUTDEFFXXX' },
    ]);
  });
});
