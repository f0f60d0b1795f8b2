import { eq } from 'drizzle-orm';
import { readOutbox } from '../src/adapters/outbox';
import { depositCommand } from '../src/cli/commands/deposit';
import { cryptoDepositCommand } from '../src/cli/commands/crypto-deposit';
import { wireCommand } from '../src/cli/commands/wire';
import { fiatDeposits, ledgerAccounts, outgoingWires } from '../src/db/schema/index';
import { setMode } from '../src/security/second-factor';
import { call, useHarness } from './support/harness';
import { accountOf, funded, post, prepare, wireBody } from './wallets-kit';

const h = useHarness();
beforeAll(() => prepare(h));

const watch = async () => {
  const { user, token } = await funded(h);
  const eur = await accountOf(h, user.id, 'fiat', 'EUR');
  const titles = async () =>
    (await call(h, 'GET', 'user/notification/getUserNotification', { token })).json.data.map(
      (n: { title: string }) => n.title,
    );
  const mails = async () =>
    (await readOutbox(h.database.db, user.email))
      .map((m) => m.subject)
      .filter((s) => s === 'Deposit credited' || s === 'Wire completed');
  return { user, token, eur, titles, mails };
};

const pendingDeposit = async (userId: number, accountId: number, reference: string) => {
  const [row] = await h.database.db
    .insert(fiatDeposits)
    .values({
      userId,
      accountId,
      reference,
      currency: 'EUR',
      fundAmount: '100.10',
      finaljama: '99.10',
      tenpercnt: '1.00',
    })
    .returning();
  return String(row!.id);
};

test('a deposit credited by the back office notifies once; a failed one notifies nothing', async () => {
  const { user, eur, titles, mails } = await watch();
  const failed = await pendingDeposit(user.id, eur.id, `DP-F-${user.id}`);
  await depositCommand.run(h.database.db, ['fail', failed]);
  expect(await titles()).toEqual([]);
  const id = await pendingDeposit(user.id, eur.id, `DP-C-${user.id}`);
  await depositCommand.run(h.database.db, ['complete', id]);
  await expect(depositCommand.run(h.database.db, ['complete', id])).rejects.toThrow('no pending deposit');
  expect(await titles()).toEqual(['Deposit credited']);
  expect(await mails()).toEqual(['Deposit credited']);
});

test('a wire sent once under a replayed key and completed notifies once; e-mail off sends no mail', async () => {
  const { user, token, eur, titles, mails } = await watch();
  await setMode(h.database.db, user.id, 'outgoingotp', 'none');
  const key = { 'idempotency-key': `wire-${user.id}` };
  const first = await post(h, token, 'user/outgoingtransfer/outgoingwire', wireBody(eur.id), key);
  expect(first.json.code).toBe('200');
  expect((await post(h, token, 'user/outgoingtransfer/outgoingwire', wireBody(eur.id), key)).json).toEqual(
    first.json,
  );
  const wires = await h.database.db.select().from(outgoingWires).where(eq(outgoingWires.userId, user.id));
  expect(wires).toHaveLength(1);
  expect(await titles()).toEqual([]);
  const off = await call(h, 'POST', 'user/profile/updateEmailNotification', {
    token,
    body: { status: 'Disable' },
  });
  expect(off.json.code).toBe('200');
  await wireCommand.run(h.database.db, ['complete', String(wires[0]!.id)]);
  await expect(wireCommand.run(h.database.db, ['complete', String(wires[0]!.id)])).rejects.toThrow(
    'no pending wire',
  );
  expect(await titles()).toEqual(['Wire completed']);
  expect(await mails()).toEqual([]);
});

test('a crypto deposit notifies when it is credited, not when it is detected, and only once', async () => {
  const { user, token, titles, mails } = await watch();
  const btc = await accountOf(h, user.id, 'crypto', 'BTC');
  await h.database.db
    .update(ledgerAccounts)
    .set({ walletAddress: `bc1q${String(btc.id).padStart(38, '0')}` })
    .where(eq(ledgerAccounts.id, btc.id));
  await cryptoDepositCommand.run(h.database.db, [user.email, 'BTC', '0.5']);
  expect(await titles()).toEqual([]);
  for (const attempt of [1, 2]) {
    const answer = await post(h, token, 'user/cryptoexchange/refreshUserWalletBalance', {
      crypto_wallet_id: btc.id,
    });
    expect([attempt, answer.json.code]).toEqual([attempt, '200']);
  }
  expect(await titles()).toEqual(['Deposit credited']);
  expect(await mails()).toEqual(['Deposit credited']);
});
