import type { Database } from '../../src/db/client';
import { ledgerAccounts } from '../../src/db/schema/index';
import {
  balanceOf,
  captureHold,
  hold,
  houseAccount,
  move,
  releaseHold,
  transfer,
  trialBalance,
} from '../../src/ledger/index';
import { openTestDb, resetDb } from '../support/test-db';

let database: Database;
beforeAll(async () => {
  database = await openTestDb();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await resetDb(database.db);
});

const account = async (currency = 'EUR') => {
  const [row] = await database.db
    .insert(ledgerAccounts)
    .values({ kind: 'fiat', currency, ownerUserId: 1 })
    .returning({ id: ledgerAccounts.id });
  return row!.id;
};
const fund = async (accountId: number, amount: string, currency = 'EUR') => {
  const external = await houseAccount(database.db, 'external', currency);
  await database.db.transaction((tx) =>
    move(tx, {
      from: external,
      to: accountId,
      amount,
      reference: `fund-${accountId}-${amount}-${Math.random()}`,
      kind: 'deposit',
    }),
  );
};

test('200 concurrent transfers between the same accounts conserve the sum and never go negative', async () => {
  const a = await account();
  const b = await account();
  await fund(a, '100.00');
  await fund(b, '50.00');
  const attempts = Array.from({ length: 200 }, (_, i) =>
    database.db
      .transaction((tx) =>
        move(tx, {
          from: i % 3 === 0 ? b : a,
          to: i % 3 === 0 ? a : b,
          amount: '7.13',
          reference: `t-${i}`,
          kind: 'internal',
        }),
      )
      .then(
        () => 'ok',
        (error: Error) => error.message,
      ),
  );
  const outcomes = await Promise.all(attempts);
  const refused = outcomes.filter((o) => o !== 'ok');
  expect(new Set(refused)).toEqual(new Set(refused.length ? ['Insufficient balance'] : []));
  expect(refused.length).toBeGreaterThan(0);
  const [balA, balB] = [await balanceOf(database.db, a), await balanceOf(database.db, b)];
  expect(Number(balA.balance)).toBeGreaterThanOrEqual(0);
  expect(Number(balB.balance)).toBeGreaterThanOrEqual(0);
  expect((Number(balA.balance) + Number(balB.balance)).toFixed(2)).toBe('150.00');
  expect(await trialBalance(database.db)).toEqual({ EUR: '0.00000000' });
});

test('an unbalanced transfer is refused and changes nothing', async () => {
  const a = await account();
  const b = await account();
  await fund(a, '10');
  await expect(
    database.db.transaction((tx) =>
      transfer(tx, {
        legs: [
          { accountId: a, amount: '-5' },
          { accountId: b, amount: '4' },
        ],
        reference: 'bad',
        kind: 'x',
      }),
    ),
  ).rejects.toThrow(/Unbalanced/);
  expect((await balanceOf(database.db, a)).balance).toBe('10.00000000');
});

test('holds reserve money: not spendable, then released or captured', async () => {
  const a = await account();
  const fees = await houseAccount(database.db, 'fees', 'EUR');
  const external = await houseAccount(database.db, 'external', 'EUR');
  await fund(a, '100');
  const first = await database.db.transaction((tx) =>
    hold(tx, { accountId: a, amount: '80', reference: 'h1' }),
  );
  expect(await balanceOf(database.db, a)).toEqual({
    balance: '100.00000000',
    held: '80.00000000',
    available: '20.00000000',
  });
  await expect(
    database.db.transaction((tx) =>
      move(tx, { from: a, to: fees, amount: '30', reference: 'over', kind: 'x' }),
    ),
  ).rejects.toThrow('Insufficient balance');
  await database.db.transaction((tx) => releaseHold(tx, first));
  expect((await balanceOf(database.db, a)).available).toBe('100.00000000');
  const second = await database.db.transaction((tx) =>
    hold(tx, { accountId: a, amount: '50', reference: 'h2' }),
  );
  await database.db.transaction((tx) =>
    captureHold(tx, {
      holdId: second,
      credits: [
        { accountId: external, amount: '49' },
        { accountId: fees, amount: '1' },
      ],
      kind: 'wire',
    }),
  );
  expect(await balanceOf(database.db, a)).toEqual({
    balance: '50.00000000',
    held: '0.00000000',
    available: '50.00000000',
  });
  expect((await balanceOf(database.db, fees)).balance).toBe('1.00000000');
  await expect(database.db.transaction((tx) => releaseHold(tx, second))).rejects.toThrow('already completed');
});
