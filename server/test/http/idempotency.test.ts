import * as v from 'valibot';
import Fastify from 'fastify';
import { answerOf, defineEndpoint } from '@portal/shared/contract';
import { eq } from 'drizzle-orm';
import { idempotencyKeys, ledgerAccounts } from '../../src/db/schema/index';
import { ApiError } from '../../src/http/api-error';
import { ok } from '../../src/http/envelope';
import { installErrorEnvelope } from '../../src/http/error-envelope';
import { defineHandler } from '../../src/http/handler';
import { registerContractRoutes } from '../../src/http/registrar';
import { balanceOf, houseAccount, move } from '../../src/ledger/index';
import { login, makeUser, useHarness } from '../support/harness';

// A money-moving endpoint defined only for this test, served by the real registrar.
const payEndpoint = defineEndpoint({
  id: 'test.pay',
  method: 'POST',
  path: 'test/pay',
  auth: 'user',
  moneyMoving: true,
  body: v.object({ amount: v.string() }),
  answer: answerOf(v.looseObject({ balance: v.string() })),
});
const h = useHarness();
let accountId = 0;
let calls = 0;
/** What the handler does once the money has moved in its own (nested) transaction: answer, answer 300 ms later
 * (duplicates arrive meanwhile), die unexpectedly (as a process killed at that moment), or refuse. */
let afterPostings: 'answer' | 'slow' | 'fail' | 'refuse' = 'answer';
const payHandler = defineHandler(payEndpoint, async ({ db, body }) => {
  calls += 1;
  const fees = await houseAccount(db, 'fees', 'EUR');
  const result = await db.transaction((tx) =>
    move(tx, {
      from: accountId,
      to: fees,
      amount: body.amount,
      reference: `pay-${calls}-${Date.now()}`,
      kind: 'test',
    }),
  );
  if (afterPostings === 'slow') await new Promise((resolve) => setTimeout(resolve, 300));
  if (afterPostings === 'fail') throw new Error('died after the postings');
  if (afterPostings === 'refuse') throw new ApiError('403', 'Refused after the postings', 403);
  return ok({ balance: result.balances[accountId]! });
});

const build = async () => {
  const app = Fastify();
  installErrorEnvelope(app);
  registerContractRoutes(app, {
    db: h.database.db,
    config: h.config,
    endpoints: { 'test.pay': payEndpoint },
    handlers: [payHandler],
    log: () => undefined,
  });
  return app;
};

/** A customer with 100 EUR, the app, and `pay(amount, key)`. */
const setup = async () => {
  const user = await makeUser(h, { kyc: 'Approved' });
  const { jwt_token } = await login(h, user.email);
  const [account] = await h.database.db
    .insert(ledgerAccounts)
    .values({ kind: 'fiat', currency: 'EUR', ownerUserId: user.id })
    .returning();
  accountId = account!.id;
  const external = await houseAccount(h.database.db, 'external', 'EUR');
  await h.database.db.transaction((tx) =>
    move(tx, { from: external, to: accountId, amount: '100', reference: 'fund', kind: 'deposit' }),
  );
  const app = await build();
  const pay = (amount: string, key: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/test/pay',
      payload: { amount },
      headers: {
        'x-access-key': 'test-access-key',
        authorization: `Bearer ${jwt_token}`,
        'idempotency-key': key,
      },
    });
  calls = 0;
  afterPostings = 'answer';
  const balance = async () => (await balanceOf(h.database.db, accountId)).balance;
  return { app, pay, balance, userId: user.id };
};

test('same key + same body replays the stored answer; a different body is 422', async () => {
  const { app, pay } = await setup();
  const first = await pay('10', 'k1');
  const replay = await pay('10', 'k1');
  expect(first.json()).toEqual({ code: '200', message: 'Success', data: { balance: '90.00000000' } });
  expect(replay.json()).toEqual(first.json());
  expect(calls).toBe(1);
  expect((await balanceOf(h.database.db, accountId)).balance).toBe('90.00000000');
  const mismatch = await pay('20', 'k1');
  expect(mismatch.statusCode).toBe(422);
  expect(mismatch.json().code).toBe('422');
  // A refused payment (insufficient balance) is a final answer and replays as such.
  const refused = await pay('1000', 'k2');
  expect(refused.json().message).toBe('Insufficient balance');
  expect((await pay('1000', 'k2')).json()).toEqual(refused.json());
  expect(calls).toBe(2);
  await app.close();
});

test('concurrent duplicates wait for the first and replay its answer; the money moves once', async () => {
  const { app, pay, balance } = await setup();
  afterPostings = 'slow';
  const answers = await Promise.all([1, 2, 3, 4].map(() => pay('5', 'k3')));
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
  for (const answer of answers) expect(answer.json()).toEqual(answers[0]!.json());
  expect(calls).toBe(1);
  expect(await balance()).toBe('95.00000000');
  await app.close();
});

test('a failure after the postings rolls them back with the key: the retry runs at once, the money moves once', async () => {
  const { app, pay, balance, userId } = await setup();
  afterPostings = 'fail';
  expect((await pay('10', 'crash')).statusCode).toBe(500);
  expect(await balance()).toBe('100.00000000');
  expect(
    await h.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId)),
  ).toEqual([]);
  afterPostings = 'answer';
  const retry = await pay('10', 'crash');
  expect([retry.statusCode, retry.json().code]).toEqual([200, '200']);
  expect(await balance()).toBe('90.00000000');
  expect((await pay('10', 'crash')).json()).toEqual(retry.json());
  expect(calls).toBe(2);
  await app.close();
});

test('a refusal after the postings undoes them and is the final answer for its key', async () => {
  const { app, pay, balance } = await setup();
  afterPostings = 'refuse';
  const refused = await pay('10', 'refused');
  expect([refused.statusCode, refused.json()]).toEqual([
    403,
    { code: '403', message: 'Refused after the postings', data: null },
  ]);
  expect(await balance()).toBe('100.00000000');
  afterPostings = 'answer';
  const replay = await pay('10', 'refused');
  expect([replay.statusCode, replay.json()]).toEqual([403, refused.json()]);
  expect(calls).toBe(1);
  expect(await balance()).toBe('100.00000000');
  await app.close();
});
