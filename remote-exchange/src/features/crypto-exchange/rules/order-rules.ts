import {
  amountMessage,
  isDecimal,
  type AmountMessages,
  type AmountRules,
  type Translate,
} from '@portal/shared';

/** What an order's amount is checked against: min/max in `currency` (the account's for a buy, the coin's for a
 * sell or swap; 0 or absent = no limit) and the balance it is taken from. */
export type OrderBounds = {
  min?: string | null;
  max?: string | null;
  currency: string;
  balance?: string | null;
};

/** A limit without trailing zeros, as the server's messages write it ('Minimum Amount is 10 USD'). */
const plain = (value: string | null | undefined): string => {
  if (!isDecimal(value)) return '';
  const text = String(value);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
};

/** Spec 03 §5 for the kit's amount rules: both bounds only when a maximum is set, then the balance. */
export const orderAmountRules = (bounds: OrderBounds): AmountRules => ({
  min: bounds.min ?? undefined,
  max: bounds.max ?? undefined,
  range: 'whenMax',
  currency: bounds.currency || undefined,
  balance: bounds.balance ?? '0',
});

/** Spec 03 §5's texts: the amount placeholder message (not a number, empty), > 0, min/max with the unit, 'Not
 * enough balance'. */
export const orderAmountMessages = (t: Translate, bounds: OrderBounds): AmountMessages => ({
  invalid: t('cryptoExchange.rules.amountRequired'),
  notPositive: t('cryptoExchange.rules.greaterThanZero'),
  decimals: (places) => t('cryptoExchange.rules.tooManyDecimals', { places: String(places) }),
  minimum: t('cryptoExchange.rules.minimum', { min: plain(bounds.min), currency: bounds.currency }),
  maximum: t('cryptoExchange.rules.maximum', { max: plain(bounds.max), currency: bounds.currency }),
  balance: t('cryptoExchange.rules.notEnoughBalance'),
});

/** The first spec 03 §5 message an order amount gets (the kit's rules with this screen's texts). */
export const orderAmountMessage = (t: Translate, value: string, bounds: OrderBounds): string | undefined =>
  amountMessage(value, orderAmountRules(bounds), orderAmountMessages(t, bounds));

/** The wallet(s) an order credits or debits must have an address (spec 03 §4/§8). */
export const walletMessage = (
  t: Translate,
  addresses: readonly (string | null | undefined)[],
): string | undefined => {
  if (addresses.every((address) => !!address)) return undefined;
  return t(
    addresses.length > 1 ? 'cryptoExchange.rules.bothWalletsMissing' : 'cryptoExchange.rules.walletMissing',
  );
};
