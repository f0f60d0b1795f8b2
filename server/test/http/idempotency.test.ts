import * as v from 'valibot';
import Fastify from 'fastify';
import { answerOf, defineEndpoint } from '@portal/shared/contract';
import { ledgerAccounts } from '../../src/db/schema/index';
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

test('same key + same body replays the stored answer; a different body is 422', async () => {
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
  // Concurrent duplicates: one runs, the other is 409 or the replay; the money moves once.
  const [a, b] = await Promise.all([pay('5', 'k3'), pay('5', 'k3')]);
  expect([a.statusCode, b.statusCode].sort()).toEqual(expect.arrayContaining([200]));
  expect([200, 409]).toContain(b.statusCode);
  expect((await balanceOf(h.database.db, accountId)).balance).toBe('85.00000000');
  await app.close();
});
