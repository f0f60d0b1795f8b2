import { desc, eq } from 'drizzle-orm';
import { issueCardNumber } from '../../src/adapters/card-processor';
import { cards, settings } from '../../src/db/schema/index';
import { balanceOf, dec, fmt, houseAccount } from '../../src/ledger/index';
import { seedCardProducts } from '../../src/seed/cards-products';
import { cardLedgerAccount } from '../../src/lib/customer-funds/owned';
import { FLOWS, setMode } from '../../src/security/second-factor';
import { type Harness, makeUser } from '../support/harness';
import { accountOf, funded, post } from '../wallets-kit';
import { setClock } from '../support/clock';

// Shared by the preview-equals-charge tests: a customer, the accounts a flow touches, and what the ledger
// posted to each (balance deltas, so held flows count once completed).

/** The demo customer (balances, wallet addresses), no second factor asked, prices fixed for the test (the start
 * of the current minute: crypto limits and rates move per minute). */
export const customer = async (h: Harness) => {
  setClock(Math.floor(Date.now() / 60_000) * 60_000);
  const { user, token } = await funded(h);
  for (const flow of FLOWS) await setMode(h.database.db, user.id, flow, 'none');
  const peer = await makeUser(h, { kyc: 'Approved' });
  const db = h.database.db;
  const ids = {
    usd: (await accountOf(h, user.id, 'fiat', 'USD')).id,
    eur: (await accountOf(h, user.id, 'fiat', 'EUR')).id,
    ibanEur: (await accountOf(h, user.id, 'iban', 'EUR')).id,
    btc: (await accountOf(h, user.id, 'crypto', 'BTC')).id,
    eth: (await accountOf(h, user.id, 'crypto', 'ETH')).id,
    peerUsd: (await accountOf(h, peer.id, 'fiat', 'USD')).id,
    peerBtc: (await accountOf(h, peer.id, 'crypto', 'BTC')).id,
  };
  const house = async (role: 'fees' | 'external' | 'network', currency: string) =>
    houseAccount(db, role, currency);
  return { user, token, peer, ids, house };
};

export const setSetting = (h: Harness, key: string, value: string) =>
  h.database.db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });

/** Balances of some accounts now; `moved` gives what was posted to one since, in `places` decimals. */
export const books = async (h: Harness, ids: number[]) => {
  const read = async () =>
    new Map(
      await Promise.all(ids.map(async (id) => [id, (await balanceOf(h.database.db, id)).balance] as const)),
    );
  const before = await read();
  return async () => {
    const after = await read();
    return (id: number, places: number) => fmt(dec(after.get(id)!).minus(before.get(id)!), places);
  };
};

/** Refused: the server's message; else the figures. Preview and charge refuse alike or agree on figures. */
export type Outcome = Record<string, string> | { refused: string };
export const refusedOr = (
  res: { json: { code: string; message: string } },
  figures: () => Promise<Record<string, string>> | Record<string, string>,
) => (res.json.code === '200' ? figures() : { refused: res.json.message });

/** An active USD card of the customer, and its ledger sub-account. */
export const activeCard = async (h: Harness, token: string, userId: number, usd: number) => {
  await seedCardProducts(h.database.db);
  await post(h, token, 'user/cards/submitvirtual', { title: 'Travel', account: usd });
  const [card] = await h.database.db
    .select()
    .from(cards)
    .where(eq(cards.userId, userId))
    .orderBy(desc(cards.id));
  await h.database.db
    .update(cards)
    .set({ status: 'Active', ...issueCardNumber() })
    .where(eq(cards.id, card!.id));
  return { card: card!.id, cardAccount: (await cardLedgerAccount(h.database.db, card!)).id };
};
