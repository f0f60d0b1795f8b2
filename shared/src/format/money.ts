export type FiatCurrency = 'USD' | 'EUR';

// The amounts' formats live in the contract, so that the server writes its sentences with the same ones.
export { formatAmount, formatCrypto, formatFiat } from '../contract/money-format';

/** Dashboard placeholders and masked fields (spec 01 §2.7): same length, asterisks. */
export const maskText = (value: string | null | undefined, visibleEnd = 0): string => {
  const text = value ?? '';
  const keep = Math.min(visibleEnd, text.length);
  return '*'.repeat(text.length - keep) + text.slice(text.length - keep);
};
