import { useState } from 'react';
import { PRICE_COINS, PRICE_CURRENCIES } from '@portal/shared/contract';
import { sortAccounts } from '../../../lib/exchange-options';
import { useCryptoExchangeData } from '../../../lib/trades/get-all-crypto-exchange';

const priced = (list: readonly string[], offered: readonly string[]) => [
  ...new Set(list.map((code) => code.toUpperCase()).filter((code) => offered.includes(code))),
];

/** The pair the price panel shows: the customer's coins and account currencies (the feed's when the customer has
 * none), starting on the order form's first wallet and first account (EUR before USD, spec 03 §9). */
export const usePricePair = () => {
  const query = useCryptoExchangeData();
  const data = query.data;
  const ownCoins = priced(data?.usercryptowallet.map((w) => w.coin_code) ?? [], PRICE_COINS);
  const ownCurrencies = priced(
    sortAccounts(data?.accounts ?? []).map((a) => a.account_currency_type),
    PRICE_CURRENCIES,
  );
  const coins = ownCoins.length ? ownCoins : [...PRICE_COINS];
  const currencies = ownCurrencies.length ? ownCurrencies : [...PRICE_CURRENCIES];
  const [picked, setPicked] = useState<{ coin?: string; currency?: string }>({});
  const coin = picked.coin && coins.includes(picked.coin) ? picked.coin : coins[0]!;
  const currency = picked.currency && currencies.includes(picked.currency) ? picked.currency : currencies[0]!;
  // Until the customer's lists arrive, no pair: the panel waits instead of asking for a pair it then drops.
  const ready = !query.isPending;
  return {
    ready,
    coin: ready ? coin : '',
    currency: ready ? currency : '',
    coins,
    currencies,
    setCoin: (next: string) => setPicked((p) => ({ ...p, coin: next })),
    setCurrency: (next: string) => setPicked((p) => ({ ...p, currency: next })),
  };
};
