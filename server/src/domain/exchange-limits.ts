import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { settings } from '../db/schema/index';
import { type Coin, type Fiat, priceOf } from '../adapters/market-prices';
import { rangeIssue } from '../contract';
import { ApiError } from '../http/api-error';
import { dec, fmt } from '../ledger/index';

// Limits and fees of the cards and exchange flows, read from the settings table (defaults when unset).
// The getbaselimit endpoint belongs to the limits area; this file only enforces the same numbers.

const DEFAULTS: Record<string, string> = {
  'fees.cardTopup': '1',
  'fees.cardTopupCrypto': '1.5',
  'fees.cardToAccount': '0',
  'fees.exchange': '1',
  'fees.swap': '1',
  'limits.card.mincardtopup': '10',
  'limits.card.maxcardtopup': '10000',
  'limits.card.minaccounttopup': '10',
  'limits.card.maxaccounttopup': '10000',
  'limits.crypto.usd.min': '10',
  'limits.crypto.usd.max': '100000',
};

export const readSettings = async (db: Executor, keys: string[]): Promise<Record<string, string>> => {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  const found = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(keys.map((k) => [k, found[k] ?? DEFAULTS[k] ?? '0']));
};

export const setting = async (db: Executor, key: string): Promise<string> =>
  (await readSettings(db, [key]))[key]!;

export type Range = { min: string; max: string };

/** Card limits are in the card's currency (the same numbers for USD and EUR). */
export const cardLimits = async (db: Executor, kind: 'cardtopup' | 'accounttopup'): Promise<Range> => {
  const s = await readSettings(db, [`limits.card.min${kind}`, `limits.card.max${kind}`]);
  return { min: s[`limits.card.min${kind}`]!, max: s[`limits.card.max${kind}`]! };
};

/** Crypto min/max: the USD base limit ÷ the coin's last USD price, 8 decimals (USDC ÷ 1). A kind-specific
 * base (limits.crypto.usd.buy.min …) overrides the common one. */
export const cryptoLimits = async (
  db: Executor,
  coin: Coin,
  kind: 'buy' | 'sell' | 'swap',
): Promise<Range> => {
  const keys = [
    `limits.crypto.usd.${kind}.min`,
    `limits.crypto.usd.${kind}.max`,
    'limits.crypto.usd.min',
    'limits.crypto.usd.max',
  ];
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  const value = (k: string) => rows.find((r) => r.key === k)?.value;
  const baseMin = value(keys[0]!) ?? value(keys[2]!) ?? DEFAULTS['limits.crypto.usd.min']!;
  const baseMax = value(keys[1]!) ?? value(keys[3]!) ?? DEFAULTS['limits.crypto.usd.max']!;
  const price = coin === 'USDC' ? '1' : priceOf(coin, 'USD');
  return { min: fmt(dec(baseMin).div(price)), max: fmt(dec(baseMax).div(price)) };
};

/** Fiat limits of a buy: the USD base limits in the account's currency. */
export const fiatBuyLimits = async (db: Executor, fiat: 'USD' | 'EUR'): Promise<Range> => {
  const s = await readSettings(db, ['limits.crypto.usd.min', 'limits.crypto.usd.max']);
  const perUsd = fiat === 'USD' ? '1' : priceOf('USDC', 'EUR');
  return {
    min: fmt(dec(s['limits.crypto.usd.min']!).times(perUsd), 2),
    max: fmt(dec(s['limits.crypto.usd.max']!).times(perUsd), 2),
  };
};

const trim = (amount: string) => dec(amount).toString();

/** The spec's messages: 'Minimum Amount is {min} {currency}' / 'Maximum Amount is {max} {currency}'. */
export const checkRange = (amount: string, range: Range, currency: string): void => {
  const issue = rangeIssue(amount, range, 'whenMax');
  if (issue === 'min') throw new ApiError('422', `Minimum Amount is ${trim(range.min)} ${currency}`);
  if (issue === 'max') throw new ApiError('422', `Maximum Amount is ${trim(range.max)} ${currency}`);
};

const COINS: Coin[] = ['BTC', 'ETH', 'USDT', 'USDC'];
const FIATS: Fiat[] = ['USD', 'EUR'];
const rate = (coin: Coin, fiat: Fiat) => ({ pair: `${coin}/${fiat}`, last_price: priceOf(coin, fiat) });

/** getbaselimit for a fiat account (spec 03 §7, §9): the buy limits in that currency (a buy's amount is fiat)
 * and the last price of every coin against it. */
export const exchangeFiatLimits = async (db: Executor, fiat: Fiat) => {
  const buy = await fiatBuyLimits(db, fiat);
  return {
    minbuycryptolimit: buy.min,
    maxbuycryptolimit: buy.max,
    cryptoexchangerates: COINS.map((coin) => rate(coin, fiat)),
  };
};

/** getbaselimit for a coin: buy, sell and swap limits in coin units (USD base ÷ last price, 8 decimals, USDC ÷ 1)
 * and the coin's last price per fiat pair. */
export const exchangeCoinLimits = async (db: Executor, coin: Coin) => {
  const [buy, sell, swap] = [
    await cryptoLimits(db, coin, 'buy'),
    await cryptoLimits(db, coin, 'sell'),
    await cryptoLimits(db, coin, 'swap'),
  ];
  return {
    minbuycryptolimit: buy.min,
    maxbuycryptolimit: buy.max,
    minsellcryptolimit: sell.min,
    maxsellcryptolimit: sell.max,
    minswapcryptolimit: swap.min,
    maxswapcryptolimit: swap.max,
    cryptoexchangerates: FIATS.map((fiat) => rate(coin, fiat)),
  };
};
