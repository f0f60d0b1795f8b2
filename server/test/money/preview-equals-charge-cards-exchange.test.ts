import { eq } from 'drizzle-orm';
import { toCurrencyPlaces } from '../../src/contract';
import { cards } from '../../src/db/schema/index';
import { restoreClock } from '../support/clock';
import { useHarness } from '../support/harness';
import { post, prepare } from '../wallets-kit';
import { type Outcome, activeCard, books, customer, refusedOr, setSetting } from './money-kit';

// Issue 24: every preview the customer sees equals what the server posts, for the cards and exchange flows.
// Their screens show the server's check/preview answers (or the amount typed where no call exists); the charge
// is read from the ledger as balance deltas.
const h = useHarness();
beforeEach(async () => {
  await prepare(h);
  await setSetting(h, 'limits.crypto.usd.max', '1000'); // an exchange maximum the demo balances reach
});
afterEach(() => restoreClock());

const unsigned = (value: string) => value.replace('-', '');

test('card fee: the fee shown before paying is the amount taken', async () => {
  const { user, token, ids, house } = await customer(h);
  const { card } = await activeCard(h, token, user.id, ids.usd);
  await h.database.db.update(cards).set({ status: 'Approved' }).where(eq(cards.id, card));
  const shown = (await post(h, token, 'user/cards/getapprovecarddetails', { card_id: card })).json.data
    .amount;
  const fees = await house('fees', 'USD');
  const posted = await books(h, [ids.usd, fees]);
  const paid = await post(h, token, 'user/cards/paycardfees', { card_id: card, account_id: ids.usd });
  expect(paid.json.code).toBe('200');
  const moved = await posted();
  expect({ debited: unsigned(moved(ids.usd, 2)), taken: moved(fees, 2) }).toEqual({
    debited: toCurrencyPlaces(shown, 'USD'),
    taken: toCurrencyPlaces(shown, 'USD'),
  });
});

test.each(['0.50', '0.99', '10', '10.99', '10000'])(
  'card top-up of %s USD: the checked fee and debit are posted',
  async (amount) => {
    const { user, token, ids, house } = await customer(h);
    const { card, cardAccount } = await activeCard(h, token, user.id, ids.usd);
    const fees = await house('fees', 'USD');
    const body = { select_account: ids.usd, select_card: card, amount };
    const check = await post(h, token, 'user/cards/cardtopupcheck', body);
    const preview: Outcome = await refusedOr(check, () => ({
      amount: check.json.data.success_display_topup_amount,
      fee: check.json.data.success_display_fee_amount,
      debit: check.json.data.success_display_debit_amount,
    }));
    const posted = await books(h, [ids.usd, cardAccount, fees]);
    const res = await post(h, token, 'user/cards/cardtopup', body);
    const charged = await refusedOr(res, async () => {
      const moved = await posted();
      return { amount: moved(cardAccount, 2), fee: moved(fees, 2), debit: unsigned(moved(ids.usd, 2)) };
    });
    expect(charged).toEqual(preview);
    if (Number(amount) < 10) expect(preview).toEqual({ refused: 'Minimum Amount is 10 USD' });
    else expect(preview).toHaveProperty('fee');
  },
);

test.each(['0.50', '0.99', '10', '10.99', '10000'])(
  'card → account of %s USD: the amount typed is the amount moved (no fee)',
  async (amount) => {
    const { user, token, ids } = await customer(h);
    const { card, cardAccount } = await activeCard(h, token, user.id, ids.usd);
    for (const topup of ['10000', '11'])
      await post(h, token, 'user/cards/cardtopup', {
        select_account: ids.usd,
        select_card: card,
        amount: topup,
      });
    const posted = await books(h, [ids.usd, cardAccount]);
    const res = await post(h, token, 'user/cards/cardtoaccount', {
      card_id: card,
      account_id: ids.usd,
      amount,
      causal: 'back',
    });
    const charged = await refusedOr(res, async () => {
      const moved = await posted();
      return { sent: unsigned(moved(cardAccount, 2)), received: moved(ids.usd, 2) };
    });
    const shown = toCurrencyPlaces(amount, 'USD');
    expect(charged).toEqual(
      Number(amount) < 10 ? { refused: 'Minimum Amount is 10 USD' } : { sent: shown, received: shown },
    );
  },
);

/** The coin limits the exchange screen reads (getbaselimit for a coin). */
const coinLimits = async (token: string) =>
  (await post(h, token, 'user/limits/getbaselimit', { coinname: 'BTC' })).json.data as Record<string, string>;

test.each(['0.50', '10', '10.99', '1000', '1000.01'])(
  'buy BTC for %s USD: the previewed debit, fee and credit are posted',
  async (amount) => {
    const { token, ids, house } = await customer(h);
    const fees = await house('fees', 'USD');
    const body = { buy_crypto: ids.btc, buy_account: ids.usd, buy_amount: amount };
    const check = await post(h, token, 'user/cryptoexchange/getcryptoratesBuy', body);
    const preview: Outcome = await refusedOr(check, () => {
      const { debit_amount, fees: fee, credit_amount } = check.json.data;
      return { debit: debit_amount, fee, credit: credit_amount };
    });
    const posted = await books(h, [ids.usd, ids.btc, fees]);
    const quote_token = check.json.data?.quote_token;
    const res = await post(h, token, 'user/cryptoexchange/submitexchangebuy', { ...body, quote_token });
    const charged = await refusedOr(res, async () => {
      const moved = await posted();
      return { debit: unsigned(moved(ids.usd, 2)), fee: moved(fees, 2), credit: moved(ids.btc, 8) };
    });
    expect(charged).toEqual(preview);
    const inRange = Number(amount) >= 10 && Number(amount) <= 1000;
    expect('refused' in preview).toBe(!inRange);
  },
);

test.each(['minsellcryptolimit', '0.01', 'maxsellcryptolimit'])(
  'sell BTC (%s): the previewed debit, fee and credit are posted',
  async (which) => {
    const { token, ids, house } = await customer(h);
    const amount = which.endsWith('limit') ? (await coinLimits(token))[which]! : which;
    const fees = await house('fees', 'USD');
    const body = { buy_crypto: ids.btc, buy_account: ids.usd, buy_amount: amount };
    const check = await post(h, token, 'user/cryptoexchange/getcryptoratesSell', body);
    expect(check.json.code).toBe('200');
    const { debit_amount, fees: fee, credit_amount, quote_token } = check.json.data;
    const posted = await books(h, [ids.usd, ids.btc, fees]);
    const res = await post(h, token, 'user/cryptoexchange/submitexchangesell', { ...body, quote_token });
    expect(res.json.code).toBe('200');
    const moved = await posted();
    expect({ debit: unsigned(moved(ids.btc, 8)), fee: moved(fees, 2), credit: moved(ids.usd, 2) }).toEqual({
      debit: debit_amount,
      fee,
      credit: credit_amount,
    });
  },
);

test.each(['minswapcryptolimit', '0.01', 'maxswapcryptolimit'])(
  'swap BTC → ETH (%s): the previewed debit, fee and credit are posted',
  async (which) => {
    const { token, ids, house } = await customer(h);
    const amount = which.endsWith('limit') ? (await coinLimits(token))[which]! : which;
    const fees = await house('fees', 'BTC');
    const body = { swap_from_crypto: ids.btc, swap_to_crypto: ids.eth, swap_amount: amount };
    const check = await post(h, token, 'user/cryptoexchange/swap_preview', body);
    expect(check.json.code).toBe('200');
    const { debit_amount, fees: fee, credit_amount, quote_token } = check.json.data;
    const posted = await books(h, [ids.btc, ids.eth, fees]);
    const res = await post(h, token, 'user/cryptoexchange/swap_submit', { ...body, quote_token });
    expect(res.json.code).toBe('200');
    const moved = await posted();
    expect({ debit: unsigned(moved(ids.btc, 8)), fee: moved(fees, 8), credit: moved(ids.eth, 8) }).toEqual({
      debit: debit_amount,
      fee,
      credit: credit_amount,
    });
  },
);
