import type { Db } from '../../db/client';
import { ibanTransactions } from '../../db/schema/index';
import { feeFor, fiatFees, toPlaces, userAmount } from '../../domain/fees';
import { loadUser } from '../../domain/users';
import { ApiError } from '../../http/api-error';
import { add, dec, houseAccount, neg, transfer } from '../../ledger/index';
import { accountIn, available, ibanAccountIn, newReference, NO_IBAN } from '../../lib/ledger-accounts';

export type Direction = 'wallet-to-iban' | 'iban-to-wallet';

/** Moves money between the user's virtual wallet and IBAN account of one currency; the internalTransferFees
 * percentage goes to the fees house account. Immediate (both accounts are the provider's). */
export const moveBetweenWalletAndIban = async (
  db: Db,
  userId: number,
  direction: Direction,
  currency: string,
  rawAmount: string,
) => {
  const amount = userAmount('transfer_amount', rawAmount, currency);
  if (!dec(amount).gt(0)) throw new ApiError('400', 'Please enter a valid amount.');
  const wallet = await accountIn(db, userId, 'fiat', currency);
  const iban = await accountIn(db, userId, 'iban', currency);
  if (!wallet || !iban) throw new ApiError('404', NO_IBAN);
  const fee = feeFor(amount, (await fiatFees(db)).internalTransferFees, currency);
  const total = toPlaces(add(amount, fee), currency);
  const [from, to] = direction === 'wallet-to-iban' ? [wallet, iban] : [iban, wallet];
  if (dec(available(from)).lt(total)) {
    throw new ApiError(
      '402',
      direction === 'wallet-to-iban'
        ? `Insufficient balance in ${currency} virtual wallet. Total required (including fees): ${toPlaces(total, currency)} ${currency}.`
        : `Insufficient balance. Total required (including fees): ${toPlaces(total, currency)} ${currency}`,
    );
  }
  const user = await loadUser(db, userId);
  const name = `${user.firstName} ${user.lastName}`;
  const reference = newReference(direction === 'wallet-to-iban' ? 'W2I' : 'I2W');
  await db.transaction(async (tx) => {
    const fees = await houseAccount(tx, 'fees', currency);
    const legs = [
      { accountId: from.id, amount: neg(total) },
      { accountId: to.id, amount },
    ];
    if (dec(fee).gt(0)) legs.push({ accountId: fees, amount: fee });
    const posted = await transfer(tx, { legs, reference, kind: direction, meta: { fee } });
    await tx.insert(ibanTransactions).values({
      userId,
      status: 'Completed',
      reference,
      ledgerTransactionId: posted.transactionId,
      accountId: iban.id,
      paymentType: 'INTERNAL',
      debitCredit: direction === 'wallet-to-iban' ? 'CREDIT' : 'DEBIT',
      amount,
      currency,
      siteFee: fee,
      sender: direction === 'wallet-to-iban' ? `${name} virtual wallet` : (iban.ibanNumber ?? name),
      recipient: direction === 'wallet-to-iban' ? (iban.ibanNumber ?? name) : `${name} virtual wallet`,
    });
  });
  return { amount, fee, iban: await ibanAccountIn(db, userId, currency) };
};
