import type { Executor } from '../../db/client';
import { type Coin, isCoin, priceOf } from '../../adapters/market-prices';
import { checkRange, cryptoLimits, setting } from '../../domain/exchange-limits';
import { feeFor, userAmount } from '../../domain/fees';
import { ApiError } from '../../http/api-error';
import { dec, fmt, sub } from '../../ledger/index';
import { type LedgerAccount, ownCryptoWallet } from '../../lib/customer-funds/owned';
import { requireAvailable } from '../../lib/customer-funds/result';
import { available } from '../../lib/customer-funds/wire';
import { quoteInput } from './quote-token';

export type SwapInput = { swap_from_crypto: number; swap_to_crypto: number; swap_amount: string };
export type SwapQuote = {
  from: LedgerAccount;
  to: LedgerAccount;
  fromCoin: Coin;
  toCoin: Coin;
  amount: string;
  fee: string;
  net: string;
  toAmount: string;
  rate: string;
  prices: SwapPrices;
};

/** The inputs a swap quote is bound to. */
export const swapQuoteInput = (input: SwapInput): string =>
  quoteInput(input.swap_from_crypto, input.swap_to_crypto, dec(input.swap_amount).toString());

/** The USD prices a swap converts at: the quoted ones, else the market's now. */
export type SwapPrices = { from: string; to: string };

/** Swap: the fee (percent) is taken in the from-coin; the rest converts at the USD prices' ratio. */
export const swapQuote = async (
  db: Executor,
  userId: number,
  input: SwapInput,
  quoted?: SwapPrices,
): Promise<SwapQuote> => {
  const from = await ownCryptoWallet(db, userId, input.swap_from_crypto);
  const to = await ownCryptoWallet(db, userId, input.swap_to_crypto);
  const fromCoin = from.currency;
  const toCoin = to.currency;
  if (fromCoin === toCoin) throw new ApiError('422', 'Please Select Diffrent Crypto Currency for Swap');
  if (!isCoin(fromCoin) || !isCoin(toCoin)) throw new ApiError('422', 'This pair is not offered');
  const amount = userAmount('swap_amount', input.swap_amount, fromCoin);
  checkRange(amount, await cryptoLimits(db, fromCoin, 'swap'), fromCoin);
  requireAvailable(available(from), amount);
  const fee = feeFor(amount, await setting(db, 'fees.swap'), fromCoin);
  const net = sub(amount, fee);
  const prices = quoted ?? { from: priceOf(fromCoin, 'USD'), to: priceOf(toCoin, 'USD') };
  const rate = fmt(dec(prices.from).div(prices.to));
  const toAmount = fmt(dec(net).times(prices.from).div(prices.to));
  return { from, to, fromCoin, toCoin, amount, fee, net, toAmount, rate, prices };
};
