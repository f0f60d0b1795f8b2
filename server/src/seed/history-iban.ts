import type { Tx } from '../db/client';
import { ibanTransactions } from '../db/schema/index';
import { add, dec, houseAccount, move, neg, percentOf, transfer } from '../ledger/index';
import { type Ctx, type Event, amountIn, pick, refOf, spread } from './history-kit';
import { settle } from './history-settle';

// IBAN statement: wallet ⇄ IBAN moves (INTERNAL), incoming SEPA credits and withdrawals to external IBANs.

/** Virtual wallet ⇄ IBAN, immediate; fee = internalTransferFees % (wallet → IBAN only in EUR, as the real flow). */
export const walletIbanEvents = (ctx: Ctx): Event[] =>
  spread(ctx, 16).map((at, i) => {
    const toIban = i % 2 === 0;
    const currency = toIban || i % 4 !== 1 ? 'EUR' : 'USD';
    const amount = amountIn(ctx, 150, 1800);
    const reference = refOf(ctx, toIban ? 'W2I' : 'I2W', at);
    return {
      at,
      run: async (tx: Tx) => {
        const fee = percentOf(amount, ctx.fees.internal, 2);
        const [from, to] = toIban
          ? [ctx.fiat[currency], ctx.iban[currency]]
          : [ctx.iban[currency], ctx.fiat[currency]];
        const legs = [
          { accountId: from.id, amount: neg(add(amount, fee)) },
          { accountId: to.id, amount },
        ];
        if (dec(fee).gt(0)) legs.push({ accountId: await houseAccount(tx, 'fees', currency), amount: fee });
        const posted = await transfer(tx, {
          legs,
          reference,
          kind: toIban ? 'wallet-to-iban' : 'iban-to-wallet',
          meta: { fee },
        });
        ctx.stamps.set(reference, at);
        const iban = ctx.iban[currency].ibanNumber ?? ctx.name;
        await tx.insert(ibanTransactions).values({
          userId: ctx.id,
          status: 'Completed',
          reference,
          ledgerTransactionId: posted.transactionId,
          accountId: ctx.iban[currency].id,
          paymentType: 'INTERNAL',
          debitCredit: toIban ? 'CREDIT' : 'DEBIT',
          amount,
          currency,
          siteFee: fee,
          createdAt: at,
          sender: toIban ? `${ctx.name} virtual wallet` : iban,
          recipient: toIban ? iban : `${ctx.name} virtual wallet`,
        });
      },
    };
  });

const SENDERS = [
  'Northwind Payroll GmbH',
  'Tax Office Refund',
  'Contoso Ltd',
  'Ana Lopez',
  'Fabrikam Rentals',
];
const BENEFICIARIES = [
  'DE44500105175407324931',
  'FR1420041010050500013M02606',
  'NL91ABNA0417164300',
  'ES9121000418450200051332',
];

/** Incoming SEPA credits (external → IBAN) and IBAN withdrawals (held; Completed, one Pending, one Failed). */
export const ibanExternalEvents = (ctx: Ctx): Event[] => [
  ...spread(ctx, 10).map((at, i) => {
    const currency = i % 5 === 4 ? 'USD' : 'EUR';
    const amount = amountIn(ctx, 400, 2400);
    const reference = refOf(ctx, 'SEPA', at);
    const sender = pick(ctx, SENDERS);
    return {
      at,
      run: async (tx: Tx) => {
        const posted = await move(tx, {
          from: await houseAccount(tx, 'external', currency),
          to: ctx.iban[currency].id,
          amount,
          reference,
          kind: 'iban-credit',
          meta: { sender },
        });
        ctx.stamps.set(reference, at);
        await tx.insert(ibanTransactions).values({
          userId: ctx.id,
          status: 'Completed',
          reference,
          ledgerTransactionId: posted.transactionId,
          accountId: ctx.iban[currency].id,
          paymentType: 'SEPA',
          debitCredit: 'CREDIT',
          amount,
          currency,
          sender,
          recipient: ctx.iban[currency].ibanNumber ?? '',
          createdAt: at,
        });
      },
    };
  }),
  ...spread(ctx, 7, 300, 2).map((at, i, all) => {
    const currency = i === 3 ? 'USD' : 'EUR';
    const amount = amountIn(ctx, 250, 1500);
    const reference = refOf(ctx, 'IBW', at);
    const status = i === all.length - 1 ? 'Pending' : i === 4 ? 'Failed' : 'Completed';
    const recipient = pick(ctx, BENEFICIARIES);
    return {
      at,
      run: async (tx: Tx) => {
        const fee = percentOf(amount, ctx.fees.withdrawal, 2);
        const credits = [
          { accountId: await houseAccount(tx, 'external', currency), amount },
          { accountId: await houseAccount(tx, 'fees', currency), amount: fee },
        ];
        const held = await settle(ctx, tx, {
          accountId: ctx.iban[currency].id,
          total: add(amount, fee),
          reference,
          at,
          status,
          kind: 'iban-withdrawal',
          credits,
        });
        await tx.insert(ibanTransactions).values({
          userId: ctx.id,
          status,
          reference,
          holdId: held.holdId,
          ledgerTransactionId: held.transactionId,
          accountId: ctx.iban[currency].id,
          paymentType: 'EXTERNAL',
          debitCredit: 'DEBIT',
          amount,
          currency,
          siteFee: fee,
          sender: ctx.iban[currency].ibanNumber ?? '',
          recipient,
          createdAt: at,
        });
      },
    };
  }),
];
