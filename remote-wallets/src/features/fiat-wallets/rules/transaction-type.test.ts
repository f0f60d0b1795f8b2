import { typeLabel } from './transaction-type';

describe('fiat transaction type', () => {
  it('shows the status in brackets unless Approved', () => {
    expect(typeLabel('Debit', 'Approved')).toBe('Debit');
    expect(typeLabel('Credit', 'Pending')).toBe('Credit (Pending)');
    expect(typeLabel('Debit', 'Rejected')).toBe('Debit (Rejected)');
    expect(typeLabel('Debit', null)).toBe('Debit');
  });
});
