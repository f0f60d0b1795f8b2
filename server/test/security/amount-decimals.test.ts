import { eq, sql } from 'drizzle-orm';
import { issueCardNumber } from '../../src/adapters/card-processor';
import { cards } from '../../src/db/schema/index';
import { rowsOf } from '../../src/db/client';
import { seedCardProducts } from '../../src/seed/cards-products';
import { FLOWS, setMode } from '../../src/security/second-factor';
import { makeUser, useHarness } from '../support/harness';
import { accountOf, funded, post, prepare, wireBody } from '../wallets-kit';

// Issue 22: an amount with more decimals than its currency has is refused on every money endpoint (400
// naming the field), never cut and moved. One rule, the contract's decimalsFor/fitsDecimals, for every flow.
const h = useHarness();
beforeEach(() => prepare(h));

/** A demo customer (balances and wallet addresses) with no second factor asked, and an active USD card
 * holding 100 USD. */
const setup = async () => {
  const { user, token } = await funded(h);
  for (const flow of FLOWS) await setMode(h.database.db, user.id, flow, 'none');
  await seedCardProducts(h.database.db);
  const usd = await accountOf(h, user.id, 'fiat', 'USD');
  await post(h, token, 'user/cards/submitvirtual', { title: 'Travel', account: usd.id });
  const [card] = await h.database.db.select().from(cards).where(eq(cards.userId, user.id));
  await h.database.db
    .update(cards)
    .set({ status: 'Active', ...issueCardNumber() })
    .where(eq(cards.id, card!.id));
  const topup = { select_account: usd.id, select_card: card!.id, amount: '100' };
  expect((await post(h, token, 'user/cards/cardtopup', topup)).json.code).toBe('200');
  const ids = {
    usd: usd.id,
    eur: (await accountOf(h, user.id, 'fiat', 'EUR')).id,
    btc: (await accountOf(h, user.id, 'crypto', 'BTC')).id,
    eth: (await accountOf(h, user.id, 'crypto', 'ETH')).id,
    card: card!.id,
  };
  const peer = await makeUser(h, { kyc: 'Approved' });
  return { token, ids, peer: peer.email };
};
/** Postings and holds in the books: a refused request adds none. */
const movements = async () =>
  rowsOf<{ postings: string; holds: string }>(
    await h.database.db.execute(
      sql`select (select count(*) from ledger_postings)::text as postings, (select count(*) from ledger_holds)::text as holds`,
    ),
  )[0];
type Ids = Awaited<ReturnType<typeof setup>>['ids'];

const FIAT = '10.001';
const COIN = '0.010000001';

type Body = (ids: Ids, peer: string) => Record<string, unknown>;
const cardMove = (ids: Ids) => ({ select_account: ids.usd, select_card: ids.card, amount: FIAT });
const internal = (ids: Ids, peer: string) => ({
  account: String(ids.usd),
  emailaddress: peer,
  amount: FIAT,
  currancy: 'USD',
  message: 'lunch',
});
const buy = (ids: Ids) => ({ buy_crypto: ids.btc, buy_account: ids.usd, buy_amount: FIAT });
const swap = (ids: Ids) => ({ swap_from_crypto: ids.btc, swap_to_crypto: ids.eth, swap_amount: COIN });

/** [path, the field the refusal names, its currency, body]. Every money endpoint with a typed amount but the
 * multipart deposit (bad-input.test.ts and wallets-flows.test.ts hold its amount rules). */
const AMOUNT_INPUTS: [string, string, string, Body][] = [
  [
    'user/account/transfer-wallet-to-account',
    'transfer_amount',
    'EUR',
    () => ({ transfer_currency: 'EUR', transfer_amount: FIAT }),
  ],
  [
    'user/account/transfer-account-to-wallet',
    'transfer_amount',
    'EUR',
    () => ({ transfer_currency: 'EUR', transfer_amount: FIAT }),
  ],
  [
    'user/account/withdrawal-account-to-external-account',
    'withdrawal_amount',
    'EUR',
    () => ({
      beneficiary_iban_number: 'DE89370400440532013000',
      withdrawal_amount: FIAT,
      withdrawal_currency: 'EUR',
    }),
  ],
  ['user/outgoingtransfer/outgoingwirecheck', 'amount', 'EUR', (ids) => wireBody(ids.eur, FIAT)],
  ['user/outgoingtransfer/outgoingwire', 'amount', 'EUR', (ids) => wireBody(ids.eur, FIAT)],
  ['user/internaltransfer/fiatinternaltransfercheck', 'amount', 'USD', internal],
  ['user/internaltransfer/fiatinternaltransfer', 'amount', 'USD', internal],
  [
    'user/cryptoexchange/withdraw_preview',
    'withdraw_amount',
    'BTC',
    (ids) => ({ crypto_wallet_id: String(ids.btc), withdraw_amount: COIN }),
  ],
  [
    'user/cryptoexchange/withdrawsubmit',
    'withdraw_amount',
    'BTC',
    (ids) => ({
      crypto_wallet_id: String(ids.btc),
      withdraw_address: `0x${'a'.repeat(40)}`,
      networkchain: 'ERC20',
      withdraw_amount: COIN,
    }),
  ],
  [
    'user/cryptoexchange/submitTransfer',
    'transfer_amount',
    'BTC',
    (ids, peer) => ({
      transfer_crypto: String(ids.btc),
      transfer_email: peer,
      transfer_amount: COIN,
      transfer_wallet_address: 'x',
    }),
  ],
  ['user/cards/cardtopupcheck', 'amount', 'USD', cardMove],
  ['user/cards/cardtopup', 'amount', 'USD', cardMove],
  [
    'user/cards/cardtopupbycryptocheck',
    'amount',
    'USD',
    (ids) => ({ ...cardMove(ids), select_crypto_account: ids.btc }),
  ],
  [
    'user/cards/cardtopupbycrypto',
    'amount',
    'USD',
    (ids) => ({ ...cardMove(ids), select_crypto_account: ids.btc }),
  ],
  [
    'user/cards/cardtoaccount',
    'amount',
    'USD',
    (ids) => ({ card_id: ids.card, account_id: ids.usd, amount: FIAT, causal: 'back' }),
  ],
  ['user/account/accounttopup', 'amount', 'USD', cardMove],
  ['user/cryptoexchange/getcryptoratesBuy', 'buy_amount', 'USD', buy],
  ['user/cryptoexchange/submitexchangebuy', 'buy_amount', 'USD', buy],
  [
    'user/cryptoexchange/getcryptoratesSell',
    'buy_amount',
    'BTC',
    (ids) => ({ ...buy(ids), buy_amount: COIN }),
  ],
  [
    'user/cryptoexchange/submitexchangesell',
    'buy_amount',
    'BTC',
    (ids) => ({ ...buy(ids), buy_amount: COIN }),
  ],
  ['user/cryptoexchange/swap_preview', 'swap_amount', 'BTC', swap],
  ['user/cryptoexchange/swap_submit', 'swap_amount', 'BTC', swap],
  [
    'user/cards/updatecardlimit',
    'dailycap',
    'USD',
    (ids) => ({ card_id: ids.card, dailycap: FIAT, weeklycap: '2000', monthlycap: '6000', pertranscap: '5' }),
  ],
];

test.each(AMOUNT_INPUTS)(
  '%s refuses an amount with more decimals than the currency has, naming %s, and moves nothing',
  async (path, field, currency, body) => {
    const { token, ids, peer } = await setup();
    const before = await movements();
    const res = await post(h, token, path, body(ids, peer));
    const places = currency === 'BTC' ? 8 : 2;
    expect([res.status, res.json.message]).toEqual([
      400,
      `${field}: ${currency} amounts have at most ${places} decimals`,
    ]);
    expect(await movements()).toEqual(before);
  },
);
