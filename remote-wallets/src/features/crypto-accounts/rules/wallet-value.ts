import { toCurrencyPlaces } from '@portal/shared/contract';
import { mul } from '@portal/shared';

/** balance × price, cut to the currency's decimals (money rules): an estimate never reads higher than it is. */
export const walletValue = (
  balance: string | null | undefined,
  price: string | undefined,
  currency: string,
) => (price === undefined ? undefined : toCurrencyPlaces(mul(balance ?? '0', price), currency));
