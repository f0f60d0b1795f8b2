import { enTranslator } from '@portal/shared/testing';
import en from '../locales/en.json';
import { depositReview } from './use-deposit-flow';

const t = enTranslator('fiatDeposit', en);
const target = {
  accountId: '1',
  payee: { name: 'Portal Payments Ltd', number: 'GB29PORT60161331926819' },
  wallet: { currency: 'EUR', number: '4100000180' },
  reference: 'INVOICE-4100000180',
};
const file = new File(['x'], 'proof.png', { type: 'image/png' });

describe('the deposit review', () => {
  it('shows what is transferred, the fee taken from it and what the wallet is credited', () => {
    const review = depositReview(
      t,
      target,
      { fundamount: '100', fundinfo: 'My bank', file },
      {
        success_display_topup_currency: 'EUR',
        success_display_topup_amount: '100.00',
        success_display_debit_amount: '99.00',
        success_display_fee_amount: '1.00',
      },
    );
    expect([review.amount, review.fee, review.total, review.receives]).toEqual([
      { amount: '100.00', currency: 'EUR' },
      { amount: '1.00', currency: 'EUR' },
      { amount: '100.00', currency: 'EUR' },
      { amount: '99.00', currency: 'EUR' },
    ]);
    expect(review.to).toEqual({ name: 'Your EUR wallet', detail: '4100000180' });
    expect(review.from).toEqual({ name: 'Your bank account', detail: 'My bank' });
    expect(review.rows).toEqual([
      { label: 'Pay to', value: 'Portal Payments Ltd · GB29PORT60161331926819' },
      { label: 'Reference', value: 'INVOICE-4100000180' },
      { label: 'Payment proof', value: 'proof.png' },
    ]);
  });
});
