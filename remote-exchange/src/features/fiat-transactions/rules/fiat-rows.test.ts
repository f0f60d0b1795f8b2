import { enumLabel, setLanguage } from '@portal/shared';
import { ledgerDetails } from './fiat-rows';

describe('fiat ledger rows', () => {
  it('show a status other than Approved in brackets after the type', () => {
    expect(ledgerDetails({ transaction_type: 'Deposit', status: 'Approved' })).toBe('Deposit');
    expect(ledgerDetails({ transaction_type: 'Deposit', status: 'Pending' })).toBe('Deposit (Pending)');
    expect(ledgerDetails({ transaction_type: 'Withdraw', status: 'Failed' })).toBe('Withdraw (Failed)');
    expect(ledgerDetails({ transaction_type: 'Fee', status: null })).toBe('Fee');
  });

  it('in French, the server words of the details are French (Crypto Buy, Crypto Sell, statuses)', async () => {
    await setLanguage('fr');
    try {
      expect(ledgerDetails({ transaction_type: 'Crypto Buy', status: 'Approved' }, enumLabel)).toBe(
        'Achat de crypto',
      );
      expect(ledgerDetails({ transaction_type: 'Crypto Sell', status: 'Pending' }, enumLabel)).toBe(
        'Vente de crypto (En attente)',
      );
    } finally {
      await setLanguage('en');
    }
  });
});
