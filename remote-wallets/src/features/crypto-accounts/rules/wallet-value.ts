import { PRICE_CURRENCIES, toCurrencyPlaces } from '@portal/shared/contract';
import { mul } from '@portal/shared';

/** The account currency crypto is valued in: the customer's first fiat account the feed prices, else USD. */
export const valueCurrency = (accounts: readonly { account_currency_type: string }[] | undefined): string =>
  accounts
    ?.map((a) => a.account_currency_type.toUpperCase())
    .find((c) => (PRICE_CURRENCIES as readonly string[]).includes(c)) ?? 'USD';

/** balance × price, cut to the currency's decimals (money rules): an estimate never reads higher than it is. */
export const walletValue = (
  balance: string | null | undefined,
  price: string | undefined,
  currency: string,
) => (price === undefined ? undefined : toCurrencyPlaces(mul(balance ?? '0', price), currency));
