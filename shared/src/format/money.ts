import { toFixedDecimal, type DecimalInput } from './decimal';

export type FiatCurrency = 'USD' | 'EUR';

/** Spec 01 §9: USD prefix "$ ", EUR prefix "€ ". Other codes are written after the amount. */
const FIAT_PREFIX: Readonly<Record<string, string>> = { USD: '$ ', EUR: '€ ' };

/** Thousands separators en-US on the integer part of a fixed decimal string (no float conversion). */
const groupThousands = (fixed: string): string => {
  const negative = fixed.startsWith('-');
  const [integer = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  // "-0.00" reads oddly: a value that rounds to zero is shown unsigned.
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
};

/** Two decimals, en-US grouping: "1234.5" → "1,234.50". */
export const formatAmount = (value: DecimalInput, decimals = 2): string =>
  groupThousands(toFixedDecimal(value, decimals));

/** `formatFiat('1234.5', 'USD')` → "$ 1,234.50"; an unknown code → "1,234.50 CAD". Amounts always have two
 * decimals; a chart's axis, whose steps are whole, may ask for none ("€ 62,000"). */
export const formatFiat = (value: DecimalInput, currency: string, decimals: 0 | 2 = 2): string => {
  const prefix = FIAT_PREFIX[currency.toUpperCase()];
  const amount = formatAmount(value, decimals);
  return prefix === undefined ? `${amount} ${currency}` : `${prefix}${amount}`;
};

/** Crypto amounts: 8 decimals by default (6 where a screen asks), then the coin code if given. */
export const formatCrypto = (value: DecimalInput, coin?: string, decimals: 6 | 8 = 8): string => {
  const amount = formatAmount(value, decimals);
  return coin ? `${amount} ${coin}` : amount;
};

/** Dashboard placeholders and masked fields (spec 01 §2.7): same length, asterisks. */
export const maskText = (value: string | null | undefined, visibleEnd = 0): string => {
  const text = value ?? '';
  const keep = Math.min(visibleEnd, text.length);
  return '*'.repeat(text.length - keep) + text.slice(text.length - keep);
};
