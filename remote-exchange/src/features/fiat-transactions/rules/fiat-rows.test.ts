import { ledgerDetails } from './fiat-rows';

describe('fiat ledger rows', () => {
  it('show a status other than Approved in brackets after the type', () => {
    expect(ledgerDetails({ transaction_type: 'Deposit', status: 'Approved' })).toBe('Deposit');
    expect(ledgerDetails({ transaction_type: 'Deposit', status: 'Pending' })).toBe('Deposit (Pending)');
    expect(ledgerDetails({ transaction_type: 'Withdraw', status: 'Failed' })).toBe('Withdraw (Failed)');
    expect(ledgerDetails({ transaction_type: 'Fee', status: null })).toBe('Fee');
  });
});
