import { formatFiat } from '@portal/shared';

/** Spec 03 §9: the card number in groups of 4 (masked digits stay masked). */
export const groupCardNumber = (value: string | null | undefined): string =>
  (value ?? '').replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** The list view shows only the last 4 digits, whatever the server sent. */
export const maskCardNumber = (value: string | null | undefined): string => {
  const digits = (value ?? '').replace(/\s+/g, '');
  return digits ? groupCardNumber(`${'*'.repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`) : '';
};

/** MM/YY from the card's month and year ('' when the server does not show them). */
export const formatExpiry = (month: string | null | undefined, year: string | null | undefined): string =>
  month && year ? `${month.padStart(2, '0')}/${year.slice(-2)}` : '';

/** Balance with $ or € (spec 03 §2). */
export const cardBalance = (amount: string | null | undefined, currency: string | null | undefined): string =>
  formatFiat(amount ?? '0', currency ?? 'USD');

export type CardStatusKind = 'Pending' | 'Approved' | 'Active' | 'Blocked' | 'Rejected';

/** The table behaviour of spec 03 §2 per status: badge, Pay Card Fees (red when Rejected), settings link, and
 * whether number and expiry may be shown (Active only). */
export const statusBehaviour = (status: string) => ({
  badge: status === 'Pending' || status === 'Active' || status === 'Blocked',
  payFees: status === 'Approved' || status === 'Rejected',
  payFeesDanger: status === 'Rejected',
  settings: status === 'Active' || status === 'Blocked',
  showDetails: status === 'Active',
});
