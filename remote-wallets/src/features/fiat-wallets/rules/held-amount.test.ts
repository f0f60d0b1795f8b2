import { heldAmount } from './held-amount';

describe('heldAmount', () => {
  it('is the ledger balance minus the available balance', () => {
    expect(heldAmount({ available_balance: '11586.40', account_balance: '12000.01' })).toBe('413.61');
  });

  it('is 0 when nothing is held, the server sends no ledger balance, or the figures are inconsistent', () => {
    expect(heldAmount({ available_balance: '100.00', account_balance: '100.00' })).toBe('0');
    expect(heldAmount({ available_balance: '100.00' })).toBe('0');
    expect(heldAmount({ available_balance: '100.00', account_balance: null })).toBe('0');
    expect(heldAmount({ available_balance: '100.00', account_balance: '90.00' })).toBe('0');
  });
});
