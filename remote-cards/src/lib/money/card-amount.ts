import { amountField, compare, type Translate } from '@portal/shared';

/** What a card amount is held to: the range of getbaselimit in the card's currency, and (card → account) the
 * card's balance, checked before the range as spec 03 §5 lists it. */
export type CardAmountRules = {
  min?: string | null;
  max?: string | null;
  currency: string;
  balance?: string | null;
};

/** "10.00" → "10", "12.50" → "12.5": limits are quoted as people write them. */
const plain = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** The kit's amount field with spec 03 §5's texts: numeric and > 0 ('Enter amount'); no more decimals than the
 * currency has; with a balance 'Not enough balance'; only when the maximum is above 0, 'Minimum Amount is {min}
 * {currency}' / 'Maximum Amount is {max} {currency}'. Keys are `common.*`. */
export const cardAmountField = (t: Translate, { min, max, currency, balance }: CardAmountRules) =>
  amountField(
    {
      min: min ?? undefined,
      max: max ?? undefined,
      range: 'whenMax',
      currency,
      ...(balance === undefined ? {} : { balance, balanceFirst: true }),
    },
    {
      invalid: t('common.enterAmount'),
      minimum: t('common.minimumAmount', { min: plain(min ?? ''), currency }),
      maximum: t('common.maximumAmount', { max: plain(max ?? ''), currency }),
      balance: t('common.notEnoughBalance'),
    },
  );

/** The range a form quotes: only when a maximum is set (spec 03 §5), the minimum then 0 when absent. */
export const quotedLimits = (min: string | null | undefined, max: string | null | undefined) =>
  max && compare(max, 0) > 0 ? { min: min ?? '0', max } : undefined;
