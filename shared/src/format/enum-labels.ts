import { useCallback } from 'react';
import { translate } from '../i18n/i18n';
import { useSharedTranslation } from '../i18n/use-shared-translation';

/** Words the server sends as data (English enumerations), by kind. Each has a key `shared:enum.<kind>.<slug>`
 * in the kit's locales, so French is complete where the words come from data. A value outside the list is
 * shown as it came (a new server value must not blank a cell); add it here and to both locales. */
export const SERVER_ENUMS = {
  transactionType: [
    'Deposit',
    'Internal Transfer',
    'Outgoing Wire',
    'Virtual Wallet to IBAN',
    'IBAN to Virtual Wallet',
    'IBAN Withdrawal',
    'Card Top Up',
    'Card to Account',
    'Card Fee',
    'Crypto Buy',
    'Crypto Sell',
    'Swap',
    'Internal',
    'Outgoing',
    'Incoming',
    'Buy',
    'Sell',
    'Transfer',
    'Withdraw',
    'Withdrawal',
    'Purchase',
    'Refund',
  ],
  entryType: ['Debit', 'Credit'],
  paymentType: ['SEPA', 'INTERNAL', 'EXTERNAL', 'SWIFT'],
  accountType: ['Wallet', 'Bank', 'CryptoExchange'],
  cardType: ['Physical Card', 'Virtual Card'],
  // The provider's default branding tagline (spec 01 §2.6); a tagline the provider types stays as typed.
  tagline: ['Payments and crypto, in one place'],
  account: ['Personal', 'Corporate'],
  status: [
    'Pending',
    'Approved',
    'Completed',
    'Rejected',
    'Declined',
    'Failed',
    'Processing',
    'Success',
    'Active',
    'Inactive',
    'Blocked',
    'Enable',
    'Disable',
    'Canceled',
    'Cancelled',
    'Expired',
  ],
} as const;

export type ServerEnumKind = keyof typeof SERVER_ENUMS;

/** "Outgoing Wire" → "outgoingWire", "CryptoExchange" → "cryptoExchange", "IBAN Withdrawal" → "ibanWithdrawal". */
export const enumSlug = (value: string): string =>
  value
    .trim()
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}`,
    )
    .join('');

const known = (kind: ServerEnumKind, value: string): boolean =>
  (SERVER_ENUMS[kind] as readonly string[]).some(
    (entry) => entry.toLowerCase() === value.trim().toLowerCase(),
  );

/** The i18n key of a server enumeration value, or undefined when the value is not a known one. */
export const enumKey = (kind: ServerEnumKind, value: string | null | undefined): string | undefined =>
  value && known(kind, value) ? `shared:enum.${kind}.${enumSlug(value)}` : undefined;

/** Outside React (exports, PDFs): the label in the current language, or the value as it came. */
export const enumLabel = (kind: ServerEnumKind, value: string | null | undefined): string => {
  const key = enumKey(kind, value);
  return key ? translate(key) : (value ?? '');
};

/** In components: the same, re-rendering when the language changes. */
export const useEnumLabel = (): ((kind: ServerEnumKind, value: string | null | undefined) => string) => {
  const { t } = useSharedTranslation();
  return useCallback(
    (kind, value) => {
      const key = enumKey(kind, value);
      return key ? t(key.replace(/^shared:/, '')) : (value ?? '');
    },
    [t],
  );
};

// A card the customer did not name is called after its product, with the last digits of its account
// ("Virtual Card ··1234", server request-card.ts).
const PRODUCT_NAMED = /^(.+?)((?: ··\d{4})?)$/;

/** A card's name as the customer reads it: a product name ("Virtual Card", "Physical Card") is a card kind and
 * is translated, the digits after it kept; a name the customer chose stays as written. */
export const cardNameLabel = (name: string | null | undefined): string => {
  const [, product = '', digits = ''] = PRODUCT_NAMED.exec(name ?? '') ?? [];
  return enumKey('cardType', product) ? `${enumLabel('cardType', product)}${digits}` : (name ?? '');
};
