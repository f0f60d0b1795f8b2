import type { Executor } from '../../db/client';
import { isCoin, priceOf } from '../../adapters/market-prices';
import { cardLimits, checkRange, setting } from '../../domain/exchange-limits';
import { feeFor, userAmount } from '../../domain/fees';
import { ApiError } from '../../http/api-error';
import { add, dec, fmt } from '../../ledger/index';
import {
  type CardRow,
  type LedgerAccount,
  cardLedgerAccount,
  ownCard,
  ownCryptoWallet,
  ownFiatAccount,
} from '../../lib/customer-funds/owned';
import { requireAvailable } from '../../lib/customer-funds/result';
import { available } from '../../lib/customer-funds/wire';

export type TopupInput = { select_account: number; select_card: number; amount: string };
export type FiatQuote = {
  card: CardRow;
  cardAccount: LedgerAccount;
  account: LedgerAccount;
  amount: string;
  fee: string;
  debit: string;
};
export type CryptoQuote = FiatQuote & { wallet: LedgerAccount; price: string; cryptoDebit: string };

/** The card must be the caller's and Active; amounts are in the card's currency, 2 decimals. */
const activeCardAndAccount = async (db: Executor, userId: number, input: TopupInput) => {
  const card = await ownCard(db, userId, input.select_card);
  const account = await ownFiatAccount(db, userId, input.select_account);
  if (card.status !== 'Active') throw new ApiError('409', 'This card is not active');
  const amount = userAmount('amount', input.amount, card.currency);
  checkRange(amount, await cardLimits(db, 'cardtopup'), card.currency);
  return { card, account, amount, cardAccount: await cardLedgerAccount(db, card) };
};

export const fiatTopupQuote = async (db: Executor, userId: number, input: TopupInput): Promise<FiatQuote> => {
  const base = await activeCardAndAccount(db, userId, input);
  if (base.account.currency !== base.card.currency)
    throw new ApiError('422', `Select a ${base.card.currency} account for this card`);
  const fee = feeFor(base.amount, await setting(db, 'fees.cardTopup'), base.card.currency);
  const debit = add(base.amount, fee);
  requireAvailable(available(base.account), debit);
  return { ...base, fee, debit: fmt(dec(debit), 2) };
};

/** Crypto pays the amount plus the fee at the market price; the crypto debit is rounded up to 8 decimals
 * so the house never gives away value. */
export const cryptoTopupQuote = async (
  db: Executor,
  userId: number,
  input: TopupInput & { select_crypto_account: number },
): Promise<CryptoQuote> => {
  const base = await activeCardAndAccount(db, userId, input);
  const wallet = await ownCryptoWallet(db, userId, input.select_crypto_account);
  if (!wallet.walletAddress) throw new ApiError('422', 'Please generate your crypto wallet to proceed.');
  if (!isCoin(wallet.currency) || (base.card.currency !== 'USD' && base.card.currency !== 'EUR'))
    throw new ApiError('422', 'This wallet cannot top up the card');
  const price = priceOf(wallet.currency, base.card.currency);
  const fee = feeFor(base.amount, await setting(db, 'fees.cardTopupCrypto'), base.card.currency);
  const total = add(base.amount, fee);
  let cryptoDebit = dec(total).div(price);
  if (cryptoDebit.times(price).lt(total)) cryptoDebit = cryptoDebit.plus('0.00000001');
  requireAvailable(available(wallet), fmt(cryptoDebit));
  return { ...base, wallet, price, fee, debit: fmt(dec(total), 2), cryptoDebit: fmt(cryptoDebit) };
};

/** What a top-up's second factor is asked for: its amount onto this card (the SMS text names both). */
export const topupOperation = (q: FiatQuote) =>
  ({ kind: 'cardtopup', amount: q.amount, payee: String(q.card.id) }) as const;

export const previewWire = (q: FiatQuote | CryptoQuote) => ({
  success_display_topup_currency: q.card.currency,
  success_display_topup_amount: q.amount,
  success_display_debit_amount: q.debit,
  success_display_fee_amount: q.fee,
  // A crypto top-up: the price and what the wallet pays, as the top-up will take it.
  ...('cryptoDebit' in q
    ? { exchangerateprice: q.price, success_display_crypto_debit_amount: q.cryptoDebit }
    : {}),
});
