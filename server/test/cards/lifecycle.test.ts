import { and, eq, inArray } from 'drizzle-orm';
import { commands } from '../../src/cli/commands/index';
import { cardUsage, cards, ledgerAccounts } from '../../src/db/schema/index';
import { houseAccount, move } from '../../src/ledger/index';
import { usageDecline } from '../../src/lib/customer-funds/card-caps';
import { seedCardProducts } from '../../src/seed/cards-products';
import { call, login, makeUser, setUser, useHarness } from '../support/harness';

// Issue 10: the back office drives the card lifecycle; card usage is declined above the caps and when frozen;
// the SMS alert service reports each purchase; getbaselimit carries the card limits.
const h = useHarness();
const run = (...args: string[]) => commands.find((c) => c.name === 'card')!.run(h.database.db, args);

const setup = async () => {
  await seedCardProducts(h.database.db);
  const user = await makeUser(h, { kyc: 'Approved' });
  await setUser(h, user.id, { countryCode: '44', phoneNumber: '5557770001' });
  const token = (await login(h, user.email)).jwt_token;
  const [usd] = await h.database.db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerUserId, user.id),
        eq(ledgerAccounts.kind, 'fiat'),
        eq(ledgerAccounts.currency, 'USD'),
      ),
    );
  await h.database.db.transaction(async (tx) => {
    await move(tx, {
      from: await houseAccount(tx, 'external', 'USD'),
      to: usd!.id,
      amount: '5000',
      reference: `F-${user.id}`,
      kind: 'test',
    });
  });
  expect(
    (
      await call(h, 'POST', 'user/cards/submitvirtual', {
        token,
        body: { title: 'Travel', account: usd!.id },
      })
    ).json.code,
  ).toBe('200');
  const [card] = await h.database.db.select().from(cards).where(eq(cards.userId, user.id));
  return { user, token, usd: usd!, card: card! };
};
const statusOf = async (id: number) => (await h.database.db.select().from(cards).where(eq(cards.id, id)))[0]!;
const refresh = async (token: string) =>
  (await call(h, 'GET', 'user/cards/getuserCardUsageTransactionsRefresh', { token })).json;

test('approve → fee → activate → block; refused out of order; reject only before the fee', async () => {
  const { user, token, usd, card } = await setup();
  await expect(run('activate', user.email, String(card.id))).rejects.toThrow('without its fee paid');
  await expect(run('block', user.email, String(card.id))).rejects.toThrow('only an Active card');
  expect(await run('approve', user.email, 'latest')).toContain('Pending → Approved');
  expect(
    (
      await call(h, 'POST', 'user/cards/paycardfees', {
        token,
        body: { card_id: card.id, account_id: usd.id },
      })
    ).json.code,
  ).toBe('200');
  await expect(run('reject', user.email, String(card.id))).rejects.toThrow('with its fee paid');
  expect(await run('activate', user.email, String(card.id))).toContain('Pending → Active');
  const active = await statusOf(card.id);
  expect(active.cardNumber).toMatch(/^\d{16}$/);
  expect(active.cvv).toMatch(/^\d{3}$/);
  const list = (await call(h, 'GET', 'user/cards/getusercards', { token })).json;
  expect(list.data[0]).toMatchObject({
    usercard_status: 'Active',
    card_number: `************${active.cardNumber!.slice(-4)}`,
  });
  expect(await run('block', user.email, String(card.id))).toContain('Active → Blocked');
  await expect(run('approve', user.email, String(card.id))).rejects.toThrow('only a new Pending card');
  await expect(run('approve', 'ghost@test.portal', '1')).rejects.toThrow('no user');
  await expect(run('approve', user.email, '999999')).rejects.toThrow('no card 999999');
  await expect(run('explode', user.email, String(card.id))).rejects.toThrow('action must be');

  const other = await makeUser(h, { kyc: 'Approved' });
  const [eur] = await h.database.db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerUserId, other.id),
        eq(ledgerAccounts.kind, 'fiat'),
        eq(ledgerAccounts.currency, 'EUR'),
      ),
    );
  const otherToken = (await login(h, other.email)).jwt_token;
  await call(h, 'POST', 'user/cards/submitvirtual', {
    token: otherToken,
    body: { title: 'Spare', account: eur!.id },
  });
  expect(await run('reject', other.email, 'latest')).toContain('Pending → Rejected');
  // The dev endpoint runs the same command inside the server process.
  const answer = await call(h, 'POST', 'dev/admin', {
    body: { command: 'card', args: ['approve', other.email, String(card.id)] },
  });
  expect(answer.json).toMatchObject({ code: '400', message: `no card ${card.id} for this customer` });
});

test('usage is declined above each cap and when frozen, with a reason; approved purchases count; SMS alert', async () => {
  const { user, token, usd, card } = await setup();
  await run('approve', user.email, String(card.id));
  await call(h, 'POST', 'user/cards/paycardfees', { token, body: { card_id: card.id, account_id: usd.id } });
  await run('activate', user.email, String(card.id));
  expect(
    (
      await call(h, 'POST', 'user/cards/cardtopup', {
        token,
        body: { select_account: usd.id, select_card: card.id, amount: '2000' },
      })
    ).json.code,
  ).toBe('200');
  expect(
    (
      await call(h, 'POST', 'user/cards/updatecardlimit', {
        token,
        body: { card_id: card.id, pertranscap: '100', dailycap: '150', weeklycap: '400', monthlycap: '1000' },
      })
    ).json.code,
  ).toBe('200');

  const purchase = (amount: string) => run('purchase', user.email, String(card.id), amount, 'Shop');
  await purchase('120');
  let answer = await refresh(token);
  expect(answer.gtmTransactions).toEqual([
    expect.objectContaining({
      amount: '120',
      issue_status: 'Failed',
      decline_reason: 'Above the per transaction limit of $ 100.00',
    }),
  ]);
  expect(answer.message).toBe('1 new card transaction(s), 1 declined');
  await purchase('90');
  await purchase('70');
  answer = await refresh(token);
  expect(answer.gtmTransactions.map((t: { issue_status: string }) => t.issue_status)).toEqual([
    'Completed',
    'Failed',
  ]);
  expect(answer.gtmTransactions[1].decline_reason).toBe('Above the daily limit of $ 150.00');
  await purchase('60');
  expect((await refresh(token)).gtmTransactions[0].issue_status).toBe('Completed');
  // Weekly and monthly caps count earlier days: checked at a fixed Wednesday against purchases of that
  // Tuesday (same week) and of the 2nd (same month, earlier week); today's purchases are years before it.
  const wednesday = new Date('2030-01-16T12:00:00Z');
  await h.database.db.insert(cardUsage).values([
    {
      cardId: card.id,
      userId: user.id,
      processorTransactionId: 'w-1',
      amount: '140',
      currency: 'USD',
      merchant: 'Shop',
      transactionType: 'purchase',
      issueStatus: 'Completed',
      createdAt: new Date('2030-01-15T10:00:00Z'),
    },
    {
      cardId: card.id,
      userId: user.id,
      processorTransactionId: 'w-2',
      amount: '300',
      currency: 'USD',
      merchant: 'Shop',
      transactionType: 'purchase',
      issueStatus: 'Pending',
      createdAt: new Date('2030-01-02T10:00:00Z'),
    },
    {
      cardId: card.id,
      userId: user.id,
      processorTransactionId: 'w-3',
      amount: '999',
      currency: 'USD',
      merchant: 'Shop',
      transactionType: 'purchase',
      issueStatus: 'Failed',
      createdAt: new Date('2030-01-15T11:00:00Z'),
    },
  ]);
  const caps = { pertranscap: '300', dailycap: '300', weeklycap: '400', monthlycap: '700' };
  const cardAt = { ...(await statusOf(card.id)), limits: caps };
  expect(await usageDecline(h.database.db, cardAt, '261', wednesday)).toBe(
    'Above the weekly limit of $ 400.00',
  );
  expect(await usageDecline(h.database.db, cardAt, '260', new Date('2030-01-22T12:00:00Z'))).toBeUndefined();
  expect(
    await usageDecline(
      h.database.db,
      { ...cardAt, limits: { ...caps, weeklycap: '700', monthlycap: '700' } },
      '261',
      wednesday,
    ),
  ).toBe('Above the monthly limit of $ 700.00');
  expect(
    await usageDecline(
      h.database.db,
      { ...cardAt, limits: { ...caps, weeklycap: '700', monthlycap: '700' } },
      '260',
      wednesday,
    ),
  ).toBeUndefined();
  await h.database.db
    .delete(cardUsage)
    .where(inArray(cardUsage.processorTransactionId, ['w-1', 'w-2', 'w-3']));

  const before = (
    await call(h, 'POST', 'user/cards/getcarddetailsbyid', { token, body: { card_id: card.id } })
  ).json.api_sub_account_data.total_available;
  expect(Number(before)).toBe(2000 - 150);
  // SMS alert on, then frozen: the declined purchase is reported by SMS with its reason and moves nothing.
  expect(
    (await call(h, 'POST', 'user/cards/updatesmsalert', { token, body: { card_id: card.id } })).json.code,
  ).toBe('200');
  expect(
    (await call(h, 'POST', 'user/cards/freezeUnfreeze', { token, body: { card_id: card.id } })).json.message,
  ).toBe('Card frozen');
  await purchase('5');
  expect((await refresh(token)).gtmTransactions[0]).toMatchObject({
    issue_status: 'Failed',
    decline_reason: 'Card is frozen',
  });
  const after = (
    await call(h, 'POST', 'user/cards/getcarddetailsbyid', { token, body: { card_id: card.id } })
  ).json.api_sub_account_data.total_available;
  expect(after).toBe(before);
  const outbox = (await call(h, 'GET', `dev/outbox/${encodeURIComponent('+445557770001')}`)).json.data;
  expect(outbox[0].body).toMatch(/^Card \*{12}\d{4}: \$ 5\.00 at Shop declined: Card is frozen\.$/);
  await call(h, 'POST', 'user/cards/freezeUnfreeze', { token, body: { card_id: card.id } });
  await call(h, 'POST', 'user/cards/updatecardlimit', {
    token,
    body: { card_id: card.id, pertranscap: '300', dailycap: '1000', weeklycap: '1000', monthlycap: '1000' },
  });
  await purchase('7.50');
  expect((await refresh(token)).gtmTransactions[0].issue_status).toBe('Completed');
  expect(
    (await call(h, 'GET', `dev/outbox/${encodeURIComponent('+445557770001')}`)).json.data[0].body,
  ).toMatch(/\$ 7\.50 at Shop approved\.$/);
  // Alert off: no more SMS.
  await call(h, 'POST', 'user/cards/updatesmsalert', { token, body: { card_id: card.id } });
  await purchase('1');
  await refresh(token);
  expect((await call(h, 'GET', `dev/outbox/${encodeURIComponent('+445557770001')}`)).json.data).toHaveLength(
    2,
  );
  const rows = await h.database.db.select().from(cardUsage).where(eq(cardUsage.cardId, card.id));
  expect(rows.filter((r) => r.issueStatus === 'Failed')).toHaveLength(3);
  const list = (await call(h, 'GET', 'user/cards/getuserCardUsageTransactions', { token })).json.data;
  expect(list.filter((r: { issue_status: string }) => r.issue_status === 'Failed')).toHaveLength(3);
});

test('getbaselimit answers the card top-up and card → account limits', async () => {
  const user = await makeUser(h, { kyc: 'Approved' });
  const token = (await login(h, user.email)).jwt_token;
  const answer = (await call(h, 'POST', 'user/limits/getbaselimit', { token, body: { coinname: 'USD' } }))
    .json;
  expect(answer.data).toMatchObject({
    mincardtopup: '10',
    maxcardtopup: '10000',
    minaccounttopup: '10',
    maxaccounttopup: '10000',
  });
});
