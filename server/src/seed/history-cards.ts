import { eq } from 'drizzle-orm';
import type { Fiat } from '../adapters/market-prices';
import type { Tx } from '../db/client';
import { cardTransactions, cardUsage, cards } from '../db/schema/index';
import { issuanceFee } from '../features/cards/card-fee';
import {
  add,
  dec,
  fmt,
  hold,
  houseAccount,
  isPositive,
  move,
  neg,
  percentOf,
  transfer,
} from '../ledger/index';
import { cardLedgerAccount } from '../lib/customer-funds/owned';
import { type Ctx, type Event, amountIn, daysAgo, later, pick, refOf } from './history-kit';

// Cards in every status (Pending, Approved, Active EUR and USD, Blocked, Rejected); the cards that were
// active have their issuance fee, monthly top-ups, purchases (Completed, declined = Failed, Pending held)
// and a few card → account transfers, booked on the card sub-account as the real flows do.

type Spec = {
  status: string;
  currency: Fiat;
  type: 'virtual' | 'physical';
  from: number;
  until?: number;
  name?: string;
};
const SPECS: Spec[] = [
  { status: 'Active', currency: 'EUR', type: 'virtual', from: 330, name: 'Everyday EUR' },
  { status: 'Active', currency: 'USD', type: 'physical', from: 300, name: 'Travel USD' },
  { status: 'Blocked', currency: 'EUR', type: 'physical', from: 355, until: 150, name: 'Old EUR card' },
  { status: 'Rejected', currency: 'USD', type: 'virtual', from: 200 },
  { status: 'Approved', currency: 'EUR', type: 'virtual', from: 9 },
  { status: 'Pending', currency: 'USD', type: 'physical', from: 4 },
];
const MERCHANTS = [
  'Grocery Market',
  'City Transit',
  'Online Books',
  'Coffee House',
  'Airline Tickets',
  'Streaming Plus',
  'Pharmacy 24',
  'Hotel Riverside',
];

const cardNumber = (ctx: Ctx) => {
  const body = `400000${Array.from({ length: 9 }, () => Math.floor(ctx.rand() * 10)).join('')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let n = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return body + String((10 - (sum % 10)) % 10);
};

type State = { id: number; accountId: number };

type Issue = { spec: Spec; index: number; state: State; at: Date; issued: boolean; pan: string | null };

/** The card row, and for an issued card its issuance fee as the card-fee flow posts it. */
const issueEvent = (ctx: Ctx, { spec, index, state, at, issued, pan }: Issue): Event => {
  const fiat = ctx.fiat[spec.currency];
  return {
    at,
    run: async (tx: Tx) => {
      const settings: Record<string, string> = {
        card_name: spec.name ?? (spec.type === 'virtual' ? 'Virtual Card' : 'Physical Card'),
        smsalert: index === 0 ? 'Yes' : 'No',
        withdraw_fromaccount: 'Yes',
      };
      const [card] = await tx
        .insert(cards)
        .values({
          userId: ctx.id,
          productId: spec.type === 'physical' ? 1 : 2,
          deliveryId: spec.type === 'physical' ? 1 : null,
          accountId: fiat.id,
          currency: spec.currency,
          customerName: ctx.name,
          status: issued ? 'Approved' : spec.status,
          settings,
          createdAt: at,
          ...(pan
            ? {
                cardNumber: pan,
                expMonth: String(at.getUTCMonth() + 1).padStart(2, '0'),
                expYear: String(at.getUTCFullYear() + 4),
                cvv: String(100 + index * 37),
              }
            : {}),
        })
        .returning();
      state.id = card!.id;
      state.accountId = (await cardLedgerAccount(tx, card!)).id;
      if (!issued) return;
      const fee = await issuanceFee(tx, card!);
      const reference = refOf(ctx, 'CF', at, '');
      const posted = isPositive(fee)
        ? await move(tx, {
            from: fiat.id,
            to: await houseAccount(tx, 'fees', spec.currency),
            amount: fee,
            reference,
            kind: 'card-fee',
            meta: { userId: ctx.id, cardId: card!.id },
          })
        : null;
      ctx.stamps.set(reference, at);
      await tx.insert(cardTransactions).values({
        userId: ctx.id,
        cardId: card!.id,
        kind: 'card-fee',
        cardtraType: 'debit',
        amount: fee,
        currency: spec.currency,
        debitCurrency: spec.currency,
        debitAmount: fee,
        fees: fee,
        issueStatus: 'Completed',
        reference,
        ledgerTransactionId: posted?.transactionId ?? 0,
        createdAt: at,
      });
      await tx
        .update(cards)
        .set({ status: spec.status, settings: { ...settings, fee_paid: 'Yes' } })
        .where(eqId(card!.id));
    },
  };
};

/** Monthly top-ups, three purchases after each, and now and then money back to the account. */
const usageEvents = (ctx: Ctx, spec: Spec, index: number, state: State): Event[] => {
  const fiat = ctx.fiat[spec.currency];
  const events: Event[] = [];
  let balance = dec(0);
  for (let day = spec.from - 6; day > (spec.until ?? 1); day -= 30) {
    const topAt = daysAgo(ctx, day);
    const amount = amountIn(ctx, 180, 520);
    const pendingTopup = spec.status === 'Active' && day - 30 <= (spec.until ?? 1) && index === 0;
    events.push(topupEvent(ctx, state, topAt, spec.currency, amount, pendingTopup));
    if (!pendingTopup) balance = balance.plus(amount);
    for (let k = 0; k < 3; k += 1) {
      const buyAt = later(topAt, 30 + k * 190 + ctx.rand() * 100);
      const price = amountIn(ctx, 4, 140);
      const last = day - 30 <= (spec.until ?? 1);
      const status =
        dec(price).gt(balance) || (k === 2 && index === 1 && day % 4 === 0)
          ? 'Failed'
          : last && k === 2 && spec.status === 'Active'
            ? 'Pending'
            : 'Completed';
      if (status !== 'Failed') balance = balance.minus(price);
      events.push(usageEvent(ctx, state, buyAt, spec.currency, price, status));
    }
    if (day % 4 === 1 && balance.gt(100)) {
      const back = fmt(balance.div(3), 2);
      balance = balance.minus(back);
      events.push(toAccountEvent(ctx, state, later(topAt, 700), fiat.id, spec.currency, back));
    }
  }
  return events;
};

const cardEvents = (ctx: Ctx, spec: Spec, index: number): Event[] => {
  const at = daysAgo(ctx, spec.from);
  const issued = spec.status === 'Active' || spec.status === 'Blocked';
  const pan = issued ? cardNumber(ctx) : null;
  const state = {} as State;
  const issue = issueEvent(ctx, { spec, index, state, at, issued, pan });
  return issued ? [issue, ...usageEvents(ctx, spec, index, state)] : [issue];
};

const eqId = (id: number) => eq(cards.id, id);

const topupEvent = (
  ctx: Ctx,
  state: State,
  at: Date,
  currency: Fiat,
  amount: string,
  pending: boolean,
): Event => {
  const reference = refOf(ctx, 'CT', at, '');
  return {
    at,
    run: async (tx: Tx) => {
      const fee = percentOf(amount, ctx.fees.cardTopup, 2);
      const debit = add(amount, fee);
      const row = {
        userId: ctx.id,
        cardId: state.id,
        kind: 'topup',
        cardtraType: 'credit',
        amount,
        currency,
        debitCurrency: currency,
        debitAmount: fmt(dec(debit), 2),
        fees: fee,
        reference,
        createdAt: at,
      };
      ctx.stamps.set(reference, at);
      if (pending)
        return void (await tx.insert(cardTransactions).values({
          ...row,
          issueStatus: 'Pending',
          holdId: await hold(tx, { accountId: ctx.fiat[currency].id, amount: debit, reference }),
        }));
      const legs = [
        { accountId: ctx.fiat[currency].id, amount: neg(debit) },
        { accountId: state.accountId, amount },
        { accountId: await houseAccount(tx, 'fees', currency), amount: fee },
      ];
      const { transactionId } = await transfer(tx, {
        legs,
        reference,
        kind: 'card-topup',
        meta: { userId: ctx.id, cardId: state.id },
      });
      await tx
        .insert(cardTransactions)
        .values({ ...row, issueStatus: 'Completed', ledgerTransactionId: transactionId });
    },
  };
};

const usageEvent = (
  ctx: Ctx,
  state: State,
  when: Date,
  currency: Fiat,
  amount: string,
  status: string,
): Event => {
  const at = new Date(Math.min(when.getTime(), ctx.now - 3_600_000));
  const merchant = pick(ctx, MERCHANTS);
  const serial = Math.floor(ctx.rand() * 1e6);
  return {
    at,
    run: async (tx: Tx) => {
      const id = `gtm-${state.id}-${at.getTime()}-${serial}`;
      if (status === 'Completed')
        await move(tx, {
          from: state.accountId,
          to: await houseAccount(tx, 'external', currency),
          amount,
          reference: id,
          kind: 'card-usage',
          meta: { merchant },
        });
      if (status === 'Pending') await hold(tx, { accountId: state.accountId, amount, reference: id });
      if (status !== 'Failed') ctx.stamps.set(id, at);
      await tx.insert(cardUsage).values({
        cardId: state.id,
        userId: ctx.id,
        processorTransactionId: id,
        amount,
        currency,
        merchant,
        transactionType: 'purchase',
        issueStatus: status,
        createdAt: at,
      });
    },
  };
};

const toAccountEvent = (
  ctx: Ctx,
  state: State,
  when: Date,
  accountId: number,
  currency: Fiat,
  amount: string,
): Event => {
  const at = new Date(Math.min(when.getTime(), ctx.now - 7_200_000));
  const reference = refOf(ctx, 'CW', at, '');
  return {
    at,
    run: async (tx: Tx) => {
      const { transactionId } = await move(tx, {
        from: state.accountId,
        to: accountId,
        amount,
        reference,
        kind: 'card-to-account',
        meta: { userId: ctx.id, cardId: state.id, note: 'Back to my account' },
      });
      ctx.stamps.set(reference, at);
      await tx.insert(cardTransactions).values({
        userId: ctx.id,
        cardId: state.id,
        kind: 'to-account',
        cardtraType: 'debit',
        amount,
        currency,
        debitCurrency: currency,
        debitAmount: amount,
        fees: '0',
        issueStatus: 'Completed',
        reference,
        ledgerTransactionId: transactionId,
        createdAt: at,
      });
    },
  };
};

export const cardHistoryEvents = (ctx: Ctx): Event[] => SPECS.flatMap((spec, i) => cardEvents(ctx, spec, i));
