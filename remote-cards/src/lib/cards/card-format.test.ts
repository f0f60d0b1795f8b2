import { cardBalance, formatExpiry, groupCardNumber, maskCardNumber, statusBehaviour } from './card-format';

describe('card display rules', () => {
  it('groups the number by 4 and masks all but the last 4 in lists', () => {
    expect(groupCardNumber('4000001234567899')).toBe('4000 0012 3456 7899');
    expect(groupCardNumber('************7899')).toBe('**** **** **** 7899');
    expect(maskCardNumber('4000001234567899')).toBe('**** **** **** 7899');
    expect(maskCardNumber('')).toBe('');
  });

  it('shows the expiry and the balance with its symbol', () => {
    expect(formatExpiry('3', '2030')).toBe('03/30');
    expect(formatExpiry(null, '2030')).toBe('');
    expect(cardBalance('1234.5', 'EUR')).toBe('€ 1,234.50');
    expect(cardBalance('2', 'USD')).toBe('$ 2.00');
  });

  it('behaves per status', () => {
    expect(statusBehaviour('Pending')).toEqual({
      badge: true,
      payFees: false,
      payFeesDanger: false,
      settings: false,
      showDetails: false,
    });
    expect(statusBehaviour('Approved')).toMatchObject({ badge: false, payFees: true, payFeesDanger: false });
    expect(statusBehaviour('Active')).toMatchObject({ badge: true, settings: true, showDetails: true });
    expect(statusBehaviour('Blocked')).toMatchObject({ badge: true, settings: true, showDetails: false });
    expect(statusBehaviour('Rejected')).toMatchObject({
      payFees: true,
      payFeesDanger: true,
      settings: false,
    });
  });
});
