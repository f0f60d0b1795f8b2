import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { countries, fiatDeposits, internalTransfers, outgoingWires, wireTemplates } from '../db/schema/index';
import { add, dec, fmt, houseAccount, neg, percentOf, transfer } from '../ledger/index';
import { type Ctx, type Event, type Wallets, amountIn, peer, pick, refOf, spread } from './history-kit';
import { settle } from './history-settle';

// Fiat history: deposits, internal transfers with other demo users and outgoing wires (with templates).

const fee = (amount: string, percent: string) => percentOf(amount, percent, 2);

/** Fiat deposits: completed as the back office does (external → wallet + fee); one Failed, the newest Pending. */
export const depositEvents = (ctx: Ctx): Event[] =>
  spread(ctx, 18).map((at, i, all) => {
    const currency = i % 3 === 2 ? 'USD' : 'EUR';
    return depositEvent(
      ctx,
      at,
      currency,
      amountIn(ctx, 600, currency === 'EUR' ? 2600 : 3200),
      i === all.length - 1 ? 'Pending' : i === 9 ? 'Failed' : 'Completed',
    );
  });

export const depositEvent = (
  ctx: Ctx,
  at: Date,
  currency: 'EUR' | 'USD',
  amount: string,
  status: string,
): Event => {
  const reference = refOf(ctx, 'DEP', at);
  const tenpercnt = fee(amount, ctx.fees.deposit);
  const info = pick(ctx, [
    'Salary top-up',
    'Savings transfer',
    'From my bank account',
    'Invoice 2231 refund',
  ]);
  return {
    at,
    run: async (tx: Tx) => {
      const row = {
        userId: ctx.id,
        reference,
        accountId: ctx.fiat[currency].id,
        currency,
        fundAmount: amount,
        finaljama: fmt(dec(amount).minus(tenpercnt), 2),
        tenpercnt,
        information: info,
        createdAt: at,
        status,
      };
      if (status !== 'Completed') return void (await tx.insert(fiatDeposits).values(row));
      const legs = [
        { accountId: await houseAccount(tx, 'external', currency), amount: neg(amount) },
        { accountId: row.accountId, amount: row.finaljama },
        { accountId: await houseAccount(tx, 'fees', currency), amount: tenpercnt },
      ];
      const posted = await transfer(tx, { legs, reference, kind: 'fiat-deposit' });
      ctx.stamps.set(reference, at);
      await tx.insert(fiatDeposits).values({ ...row, ledgerTransactionId: posted.transactionId });
    },
  };
};

const MESSAGES = [
  'Dinner last night',
  'Rent share',
  'Concert tickets',
  'Invoice 1042',
  'Birthday gift',
  'Office supplies',
  'Consulting fee',
  'Loan repayment',
  '',
];

/** Internal transfer between customers: sender pays amount + internalTransferFees %, same rows as the real flow. */
const internalEvent = (
  ctx: Ctx,
  at: Date,
  from: Wallets,
  to: Wallets,
  currency: 'EUR' | 'USD',
  amount: string,
): Event => {
  const reference = refOf(ctx, 'INT', at);
  const message = pick(ctx, MESSAGES);
  const f = fee(amount, ctx.fees.internal);
  return {
    at,
    run: async (tx: Tx) => {
      const legs = [
        { accountId: from.fiat[currency].id, amount: neg(add(amount, f)) },
        { accountId: to.fiat[currency].id, amount },
      ];
      if (dec(f).gt(0)) legs.push({ accountId: await houseAccount(tx, 'fees', currency), amount: f });
      const posted = await transfer(tx, {
        legs,
        reference,
        kind: 'internal-transfer',
        meta: { fee: f, message },
      });
      ctx.stamps.set(reference, at);
      await tx.insert(internalTransfers).values({
        userId: from.id,
        status: 'Completed',
        reference,
        ledgerTransactionId: posted.transactionId,
        fromAccountId: from.fiat[currency].id,
        toAccountId: to.fiat[currency].id,
        toUserId: to.id,
        currency,
        amount,
        fee: f,
        message,
        createdAt: at,
      });
    },
  };
};

/** 14 sent (corporate, vip1, vip2) and 12 received (corporate, vip1). */
export const internalEvents = (ctx: Ctx): Event[] => [
  ...spread(ctx, 14).map((at, i) =>
    internalEvent(
      ctx,
      at,
      ctx,
      peer(ctx, pick(ctx, ['corporate@demo.portal', 'vip1@demo.portal', 'vip2@demo.portal'])),
      i % 3 === 1 ? 'USD' : 'EUR',
      amountIn(ctx, 25, 650),
    ),
  ),
  ...spread(ctx, 12).map((at, i) =>
    internalEvent(
      ctx,
      at,
      peer(ctx, i % 2 ? 'corporate@demo.portal' : 'vip1@demo.portal'),
      ctx,
      i % 4 === 3 ? 'USD' : 'EUR',
      amountIn(ctx, 40, 900),
    ),
  ),
];

const PAYEES = [
  {
    swiftcode: 'DEUTDEFF',
    bankname: 'Deutsche Bank',
    address: 'Taunusanlage 12, Frankfurt',
    country: 'DE',
    routing: 'DEUTDEFFXXX',
    accountnumber: 'DE89370400440532013000',
    customer_name: 'Lena Fischer',
    customer_address: 'Berlin',
  },
  {
    swiftcode: 'BNPAFRPP',
    bankname: 'BNP Paribas',
    address: '16 Bd des Italiens, Paris',
    country: 'FR',
    routing: 'BNPAFRPPXXX',
    accountnumber: 'FR7630004000031234567890143',
    customer_name: 'Atelier Dupont SARL',
    customer_address: 'Lyon',
  },
  {
    swiftcode: 'CHASUS33',
    bankname: 'JPMorgan Chase',
    address: '383 Madison Ave, New York',
    country: 'US',
    routing: '021000021',
    accountnumber: '000123456789',
    customer_name: 'Brooklyn Studio LLC',
    customer_address: 'New York',
  },
  {
    swiftcode: 'BARCGB22',
    bankname: 'Barclays',
    address: '1 Churchill Place, London',
    country: 'GB',
    routing: 'BARCGB22XXX',
    accountnumber: 'GB33BUKB20201555555555',
    customer_name: 'Oliver Grant',
    customer_address: 'Manchester',
  },
];

const countryId = async (tx: Tx, code: string) =>
  String(
    (await tx.select({ id: countries.id }).from(countries).where(eq(countries.sortname, code)))[0]?.id ?? 1,
  );

/** Outgoing wires: held, then captured (external + fee) or released; two beneficiaries saved as templates. */
export const wireEvents = (ctx: Ctx): Event[] =>
  spread(ctx, 15, 350, 3).map((at, i, all) => {
    const currency = i % PAYEES.length === 2 ? 'USD' : pick(ctx, ['EUR', 'USD'] as const);
    const status = i === all.length - 1 ? 'Pending' : i === 6 || i === 11 ? 'Failed' : 'Completed';
    return wireEvent(ctx, at, i, currency, amountIn(ctx, 300, currency === 'USD' ? 2600 : 1400), status);
  });

export const wireEvent = (
  ctx: Ctx,
  at: Date,
  i: number,
  currency: 'EUR' | 'USD',
  amount: string,
  status: string,
): Event => {
  const payeeIndex = i % PAYEES.length;
  const reference = refOf(ctx, 'WIRE', at);
  const message = pick(ctx, ['Invoice payment', 'Monthly rent', 'Supplier settlement', 'Family support']);
  return {
    at,
    run: async (tx: Tx) => {
      const f = fee(amount, ctx.fees.withdrawal);
      const total = add(amount, f);
      const p = PAYEES[payeeIndex]!;
      const payee = { ...p, country: await countryId(tx, p.country), currency, amount: fmt(dec(amount), 2) };
      const account = ctx.fiat[currency];
      const credits = [
        { accountId: await houseAccount(tx, 'external', currency), amount },
        { accountId: await houseAccount(tx, 'fees', currency), amount: f },
      ];
      const held = await settle(ctx, tx, {
        accountId: account.id,
        total,
        reference,
        at,
        status,
        kind: 'outgoing-wire',
        credits,
      });
      await tx.insert(outgoingWires).values({
        userId: ctx.id,
        reference,
        holdId: held.holdId,
        ledgerTransactionId: held.transactionId,
        accountId: account.id,
        currency,
        amount: fmt(dec(amount), 2),
        adminFees: f,
        totalAmount: total,
        payee,
        message,
        status,
        createdAt: at,
      });
      if (i < 2)
        await tx.insert(wireTemplates).values({
          userId: ctx.id,
          accountId: account.id,
          tempName: i === 0 ? 'Lena – Berlin flat' : 'Atelier Dupont',
          payee,
          createdAt: at,
        });
    },
  };
};
