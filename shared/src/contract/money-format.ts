import Big from 'big.js';

// Spec 01 §9's amounts, one copy for the screens and the sentences the server writes (result details,
// notifications, messages): two decimals, en-US grouping, "$ " / "€ " before USD / EUR, in both languages.
// A private big.js constructor: the server sets the library's global DP/RM for its ledger.
const Dec = Big();
Dec.RM = Big.roundHalfUp;

type DecimalText = string | number | null | undefined;
const DECIMAL = /^\s*-?(\d+\.?\d*|\.\d+)\s*$/;

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

/** Two decimals, en-US grouping: "1234.5" → "1,234.50"; anything not a decimal counts as 0. */
export const formatAmount = (value: DecimalText, decimals = 2): string => {
  const number = value != null && DECIMAL.test(String(value)) ? Dec(String(value).trim()) : Dec(0);
  return groupThousands(number.toFixed(decimals, Big.roundHalfUp));
};

/** `formatFiat('1234.5', 'USD')` → "$ 1,234.50"; an unknown code → "1,234.50 CAD". Amounts always have two
 * decimals; a chart's axis, whose steps are whole, may ask for none ("€ 62,000"). */
export const formatFiat = (value: DecimalText, currency: string, decimals: 0 | 2 = 2): string => {
  const prefix = FIAT_PREFIX[currency.toUpperCase()];
  const amount = formatAmount(value, decimals);
  return prefix === undefined ? `${amount} ${currency}` : `${prefix}${amount}`;
};

/** Crypto amounts: 8 decimals by default (6 where a screen asks), then the coin code if given. */
export const formatCrypto = (value: DecimalText, coin?: string, decimals: 6 | 8 = 8): string => {
  const amount = formatAmount(value, decimals);
  return coin ? `${amount} ${coin}` : amount;
};
