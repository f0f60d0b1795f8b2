import { fetchUsage, queueUsage } from '../../src/adapters/card-processor';
import { commands } from '../../src/cli/commands/index';
import { cardPurchaseQueue, cards } from '../../src/db/schema/index';
import { makeUser, useHarness } from '../support/harness';
import { sameDatabase } from '../support/same-database';

// Issue 20: the back office's queued card purchases live in the database, not in one process's memory, and a
// refresh consumes each exactly once even when two processes refresh the same card at the same moment.
const h = useHarness();
const CARD = 42;
const queuedOnly = (usages: { merchant: string; amount: string }[]) =>
  usages.filter((u) => u.merchant === 'Queued shop').map((u) => u.amount);

test('queued purchases are reported once, even to two refreshes at once on two connections', async () => {
  for (const amount of ['1.00', '2.50', '3'])
    await queueUsage(h.database.db, CARD, { amount, merchant: 'Queued shop' });
  const other = await sameDatabase(h.database.db);
  try {
    const [a, b] = await Promise.all([fetchUsage(h.database.db, CARD), fetchUsage(other.db, CARD)]);
    expect([...queuedOnly(a), ...queuedOnly(b)].sort()).toEqual(['1.00', '2.50', '3']);
    expect(queuedOnly(await fetchUsage(other.db, CARD))).toEqual([]);
    expect(await h.database.db.select().from(cardPurchaseQueue)).toEqual([]);
  } finally {
    await other.close();
  }
});

test('a purchase queued by the CLI on its own connection, then closed, is still reported', async () => {
  const user = await makeUser(h);
  const [card] = await h.database.db
    .insert(cards)
    .values({ userId: user.id, productId: 1, currency: 'USD', customerName: 'Test User', status: 'Active' })
    .returning();
  const cli = await sameDatabase(h.database.db);
  const cardCommand = commands.find((c) => c.name === 'card')!;
  expect(
    await cardCommand.run(cli.db, ['purchase', user.email, String(card!.id), '7.50', 'Queued shop']),
  ).toContain('queued for the next usage refresh');
  await cli.close();
  expect(queuedOnly(await fetchUsage(h.database.db, card!.id))).toEqual(['7.50']);
});
