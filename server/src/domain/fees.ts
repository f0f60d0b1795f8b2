import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { settings } from '../db/schema/index';
import { badRequest } from '../http/api-error';
import { decimalsFor, fitsDecimals, networkFee, percentFee, toCurrencyPlaces } from '../contract';
import type { Amount } from '../ledger/decimal';

// Fees come from the settings table (key → decimal string); an absent key means no fee.

/** Reads settings by key; missing keys answer `fallback`. */
export const readSettings = async (
  db: Executor,
  keys: string[],
  fallback = '0',
): Promise<Record<string, string>> => {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  const found = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(keys.map((key) => [key, found.get(key) ?? fallback]));
};

export type FiatFees = { internalTransferFees: Amount; withdrawalFees: Amount; depositFees: Amount };

/** Percentages for internal transfers (also wallet↔IBAN), withdrawals (wires, IBAN, crypto site fee) and deposits. */
export const fiatFees = async (db: Executor): Promise<FiatFees> => {
  const s = await readSettings(db, ['fees.internalTransferFees', 'fees.withdrawalFees', 'fees.depositFees']);
  return {
    internalTransferFees: s['fees.internalTransferFees']!,
    withdrawalFees: s['fees.withdrawalFees']!,
    depositFees: s['fees.depositFees']!,
  };
};

/** A percentage fee, cut to the currency's decimals, at least one smallest unit (the shared money rule the
 * previews use too). */
export const feeFor = (amount: Amount, percent: Amount, currency: string): Amount =>
  percentFee(amount, percent, currency);

/** An amount the customer typed: refused (400 naming the field) when it has more decimals than the currency
 * has (2 for fiat, 8 for crypto) instead of being silently cut. */
export const userAmount = (field: string, amount: Amount, currency: string): Amount => {
  const places = decimalsFor(currency);
  if (!fitsDecimals(amount, places))
    throw badRequest(`${field}: ${currency} amounts have at most ${places} decimals`);
  return toPlaces(amount, currency);
};

/** Amount with the currency's decimals (what is posted is what is shown). */
export const toPlaces = (amount: Amount, currency: string): Amount => toCurrencyPlaces(amount, currency);

export type NetworkFee = { feeamount: Amount; isfixed: boolean };

export const networkFeeKey = (coin: string) => `fees.network.${coin}`;

/** The network fee of a coin: a fixed amount in the coin (isfixed) or a percentage of the amount. */
export const networkFeeOf = async (db: Executor, coin: string): Promise<NetworkFee> => {
  const s = await readSettings(db, [networkFeeKey(coin), `${networkFeeKey(coin)}.isfixed`]);
  return {
    feeamount: s[networkFeeKey(coin)]!,
    isfixed: /^(1|yes|true)$/i.test(s[`${networkFeeKey(coin)}.isfixed`]!),
  };
};

export const networkFeeAmount = (amount: Amount, fee: NetworkFee): Amount =>
  networkFee(amount, fee.feeamount, fee.isfixed);
