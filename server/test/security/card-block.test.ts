import { eq } from 'drizzle-orm';
import { issueCardNumber } from '../../src/adapters/card-processor';
import { commands } from '../../src/cli/commands/index';
import { cards } from '../../src/db/schema/index';
import { usageDecline } from '../../src/lib/customer-funds/card-caps';
import { seedCardProducts } from '../../src/seed/cards-products';
import { call, login, makeUser, useHarness } from '../support/harness';
import { accountOf } from '../wallets-kit';

// Issue 22: the provider's block (back office `card block`) and the customer's freeze are different states.
// Only the provider lifts its block; the customer's switch undoes only the customer's own freeze.
const h = useHarness();
const run = (...args: string[]) => commands.find((c) => c.name === 'card')!.run(h.database.db, args);

const activeCard = async () => {
  await seedCardProducts(h.database.db);
  const user = await makeUser(h, { kyc: 'Approved' });
  const token = (await login(h, user.email)).jwt_token;
  const usd = await accountOf(h, user.id, 'fiat', 'USD');
  await call(h, 'POST', 'user/cards/submitvirtual', { token, body: { title: 'Travel', account: usd.id } });
  const [card] = await h.database.db.select().from(cards).where(eq(cards.userId, user.id));
  await h.database.db
    .update(cards)
    .set({ status: 'Active', ...issueCardNumber() })
    .where(eq(cards.id, card!.id));
  const toggle = async () =>
    (await call(h, 'POST', 'user/cards/freezeUnfreeze', { token, body: { card_id: card!.id } })).json;
  const details = async () =>
    (await call(h, 'POST', 'user/cards/getcarddetailsbyid', { token, body: { card_id: card!.id } })).json;
  const row = async () => (await h.database.db.select().from(cards).where(eq(cards.id, card!.id)))[0]!;
  return { user, card: card!, toggle, details, row };
};

test("the customer's switch cannot lift the provider's block; a purchase stays declined", async () => {
  const c = await activeCard();
  expect(await run('block', c.user.email, String(c.card.id))).toContain('Active → Blocked');
  const answer = await c.toggle();
  expect(answer.code).toBe('409');
  expect(answer.message).toMatch(/blocked by the card provider/);
  expect((await c.row()).status).toBe('Blocked');
  expect(await usageDecline(h.database.db, await c.row(), '40')).toBeDefined();
  expect((await c.details()).api_card_data).toMatchObject({ status: 'BLOCKED', blocked_by: 'provider' });
  // Only the provider lifts its block.
  expect(await run('unblock', c.user.email, String(c.card.id))).toContain('Blocked → Active');
  expect(await usageDecline(h.database.db, await c.row(), '40')).toBeUndefined();
});

test("a provider block over the customer's freeze: unblocking leaves the customer's freeze in place", async () => {
  const c = await activeCard();
  expect((await c.toggle()).message).toBe('Card frozen');
  expect((await c.details()).api_card_data).toMatchObject({ status: 'BLOCKED', blocked_by: 'customer' });
  expect(await run('block', c.user.email, String(c.card.id))).toContain('Blocked → Blocked');
  expect((await c.toggle()).code).toBe('409');
  expect(await run('unblock', c.user.email, String(c.card.id))).toContain('Blocked → Blocked');
  expect((await c.details()).api_card_data).toMatchObject({ blocked_by: 'customer' });
  expect((await c.toggle()).message).toBe('Card unfrozen');
  expect((await c.row()).status).toBe('Active');
  await expect(run('unblock', c.user.email, String(c.card.id))).rejects.toThrow(
    'not blocked by the provider',
  );
});
