import { and, eq } from 'drizzle-orm';
import { readOutbox } from '../../src/adapters/outbox';
import { commands } from '../../src/cli/commands/index';
import { cards, ledgerAccounts } from '../../src/db/schema/index';
import { houseAccount, move } from '../../src/ledger/index';
import { seedCardProducts } from '../../src/seed/cards-products';
import { call, login, makeUser, useHarness } from '../support/harness';

// Issue 23 "own events notify": each card purchase the processor reports, approved or declined, reaches the
// header list and (settings permitting) the e-mail outbox once.
const h = useHarness();
const run = (...args: string[]) => commands.find((c) => c.name === 'card')!.run(h.database.db, args);

const activeCard = async () => {
  await seedCardProducts(h.database.db);
  const user = await makeUser(h, { kyc: 'Approved' });
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
      amount: '1000',
      reference: `F-${user.id}`,
      kind: 'test',
    });
  });
  const post = async (path: string, body: object) =>
    expect((await call(h, 'POST', `user/cards/${path}`, { token, body })).json.code).toBe('200');
  await post('submitvirtual', { title: 'Travel', account: usd!.id });
  const [card] = await h.database.db.select().from(cards).where(eq(cards.userId, user.id));
  await run('approve', user.email, String(card!.id));
  await post('paycardfees', { card_id: card!.id, account_id: usd!.id });
  await run('activate', user.email, String(card!.id));
  await post('cardtopup', { select_account: usd!.id, select_card: card!.id, amount: '200' });
  await post('updatecardlimit', {
    card_id: card!.id,
    pertranscap: '100',
    dailycap: '1000',
    weeklycap: '1000',
    monthlycap: '1000',
  });
  // Only the purchases queued here (merchant "Shop"): a refresh with nothing queued invents random ones.
  const shop = (list: { title: string; description: string }[]) =>
    list.filter((n) => n.description.includes(' at Shop ')).map((n) => `${n.title}: ${n.description}`);
  const header = async () =>
    shop((await call(h, 'GET', 'user/notification/getUserNotification', { token })).json.data);
  const mails = async () =>
    shop(
      (await readOutbox(h.database.db, user.email)).map((m) => ({ title: m.subject, description: m.body })),
    );
  return { user, token, card: card!, header, mails, post };
};
const refresh = async (token: string) =>
  (await call(h, 'GET', 'user/cards/getuserCardUsageTransactionsRefresh', { token })).json;

test('an approved and a declined purchase each notify once, in the header and by e-mail', async () => {
  const { user, token, card, header, mails } = await activeCard();
  await run('purchase', user.email, String(card.id), '120', 'Shop');
  await run('purchase', user.email, String(card.id), '10', 'Shop');
  expect((await refresh(token)).message).toMatch(/^2 new card transaction\(s\), 1 declined/);
  await refresh(token);
  const expected = [
    expect.stringMatching(
      /^Card purchase declined: \$ 120\.00 at Shop with card \*+\d{4}: Above the per transaction/,
    ),
    expect.stringMatching(/^Card purchase: \$ 10\.00 at Shop with card \*+\d{4}$/),
  ];
  expect((await header()).sort()).toEqual(expected);
  expect((await mails()).sort()).toEqual(expected);
});

test('with card e-mails switched off, a purchase is listed in the header and no e-mail goes out', async () => {
  const { user, token, card, header, mails } = await activeCard();
  const off = await call(h, 'POST', 'user/notification/updateUserNotification', {
    token,
    body: { notification_type: 'Card', status: 'Disable', channel: 'email' },
  });
  expect(off.json.code).toBe('200');
  await run('purchase', user.email, String(card.id), '10', 'Shop');
  await refresh(token);
  expect(await header()).toHaveLength(1);
  expect(await mails()).toEqual([]);
});
