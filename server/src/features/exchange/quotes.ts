import type { Executor } from '../../db/client';
import { type Coin, type Fiat, isCoin, priceOf } from '../../adapters/market-prices';
import { checkRange, cryptoLimits, fiatBuyLimits, setting } from '../../domain/exchange-limits';
import { feeFor, userAmount } from '../../domain/fees';
import { ApiError } from '../../http/api-error';
import { dec, fmt, sub } from '../../ledger/index';
import { type LedgerAccount, ownCryptoWallet, ownFiatAccount } from '../../lib/customer-funds/owned';
import { requireAvailable } from '../../lib/customer-funds/result';
import { available } from '../../lib/customer-funds/wire';
import { quoteInput } from './quote-token';

export type OrderInput = { buy_crypto: number; buy_amount: string; buy_account: number };
export type OrderQuote = {
  wallet: LedgerAccount;
  account: LedgerAccount;
  coin: Coin;
  fiat: Fiat;
  price: string;
  fee: string;
  fiatAmount: string;
  cryptoAmount: string;
  debit: string;
  credit: string;
};

/** The inputs a buy/sell quote is bound to. */
export const orderQuoteInput = (input: OrderInput): string =>
  quoteInput(input.buy_crypto, input.buy_account, dec(input.buy_amount).toString());

/** `price` (a quoted one) replaces the market price of now. */
const pair = async (db: Executor, userId: number, input: OrderInput, price?: string) => {
  const wallet = await ownCryptoWallet(db, userId, input.buy_crypto);
  const account = await ownFiatAccount(db, userId, input.buy_account);
  const coin = wallet.currency;
  const fiat = account.currency;
  if (!isCoin(coin) || (fiat !== 'USD' && fiat !== 'EUR'))
    throw new ApiError('422', 'This pair is not offered');
  return { wallet, account, coin, fiat: fiat as Fiat, price: price ?? priceOf(coin, fiat) };
};

export const requireAddress = (...wallets: LedgerAccount[]): void => {
  if (wallets.every((w) => w.walletAddress)) return;
  throw new ApiError(
    '422',
    wallets.length > 1
      ? 'Please generate your both crypto wallet to proceed.'
      : 'Please generate your crypto wallet to proceed.',
  );
};

/** Buy: the amount is fiat; the site fee (percent, fiat) is taken first, the rest buys crypto at the price. */
export const buyQuote = async (
  db: Executor,
  userId: number,
  input: OrderInput,
  price?: string,
): Promise<OrderQuote> => {
  const p = await pair(db, userId, input, price);
  const fiatAmount = userAmount('buy_amount', input.buy_amount, p.fiat);
  checkRange(fiatAmount, await fiatBuyLimits(db, p.fiat), p.fiat);
  requireAvailable(available(p.account), fiatAmount);
  const fee = feeFor(fiatAmount, await setting(db, 'fees.exchange'), p.fiat);
  const cryptoAmount = fmt(dec(sub(fiatAmount, fee)).div(p.price));
  return { ...p, fee, fiatAmount, cryptoAmount, debit: fiatAmount, credit: cryptoAmount };
};

/** Sell: the amount is crypto; the proceeds in fiat minus the site fee (fiat) are credited. */
export const sellQuote = async (
  db: Executor,
  userId: number,
  input: OrderInput,
  price?: string,
): Promise<OrderQuote> => {
  const p = await pair(db, userId, input, price);
  const cryptoAmount = userAmount('buy_amount', input.buy_amount, p.coin);
  checkRange(cryptoAmount, await cryptoLimits(db, p.coin, 'sell'), p.coin);
  requireAvailable(available(p.wallet), cryptoAmount);
  const gross = fmt(dec(cryptoAmount).times(p.price), 2);
  const fee = feeFor(gross, await setting(db, 'fees.exchange'), p.fiat);
  return { ...p, fee, fiatAmount: gross, cryptoAmount, debit: cryptoAmount, credit: sub(gross, fee) };
};

export const previewWire = (q: OrderQuote, side: 'buy' | 'sell') => ({
  credit_amount: fmt(dec(q.credit), side === 'buy' ? 8 : 2),
  fees: fmt(dec(q.fee), 2),
  debit_amount: fmt(dec(q.debit), side === 'buy' ? 2 : 8),
  credit_currency: side === 'buy' ? q.coin : q.fiat,
  debit_currency: side === 'buy' ? q.fiat : q.coin,
  exchangerate: q.price,
});
