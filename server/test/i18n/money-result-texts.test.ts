import { restoreClock } from '../support/clock';
import { useHarness } from '../support/harness';
import { activeCard, customer, setSetting } from '../money/money-kit';
import { post, prepare } from '../wallets-kit';

// Issue 44 item 6: the result details the server writes carry spec 01 §9's amounts ("$ 1,234.50", coins with
// 8 decimals) with the words around them in the caller's language.
const h = useHarness();
beforeEach(async () => {
  await prepare(h);
  await setSetting(h, 'limits.crypto.usd.max', '1000');
});
afterEach(() => restoreClock());

const LANGUAGES = [
  ['en', {}],
  ['fr', { 'accept-language': 'fr' }],
] as const;
const USD = String.raw`\$ [\d,]+\.\d{2}`;
const COIN = (code: string) => String.raw`\d+\.\d{8} ${code}`;

test.each(LANGUAGES)('card top-up details (%s)', async (language, headers) => {
  const { user, token, ids } = await customer(h);
  const { card } = await activeCard(h, token, user.id, ids.usd);
  const res = await post(
    h,
    token,
    'user/cards/cardtopup',
    { select_account: ids.usd, select_card: card, amount: '25' },
    headers,
  );
  expect(res.json.code).toBe('200');
  const words = language === 'en' ? 'Card top-up, fee' : 'Rechargement de carte, frais';
  expect(res.json.data.success_display_details).toMatch(new RegExp(`^${words} ${USD}$`));
});

test.each(LANGUAGES)('buy and sell details (%s)', async (language, headers) => {
  const { token, ids } = await customer(h);
  const order = async (side: 'Buy' | 'Sell', amount: string) => {
    const body = { buy_crypto: ids.btc, buy_account: ids.usd, buy_amount: amount };
    const check = await post(h, token, `user/cryptoexchange/getcryptorates${side}`, body);
    const submit = `user/cryptoexchange/submitexchange${side.toLowerCase()}`;
    const res = await post(h, token, submit, { ...body, quote_token: check.json.data.quote_token }, headers);
    expect(res.json.code).toBe('200');
    return res.json.data.success_display_details as string;
  };
  const tail = `${USD}, ${language === 'en' ? 'fee' : 'frais'} ${USD}$`;
  expect(await order('Buy', '20')).toMatch(
    new RegExp(
      language === 'en' ? `^Bought ${COIN('BTC')} at ${tail}` : `^${COIN('BTC')} achetés au cours de ${tail}`,
    ),
  );
  expect(await order('Sell', '0.01')).toMatch(
    new RegExp(
      language === 'en'
        ? `^Sold 0\\.01000000 BTC at ${tail}`
        : `^0\\.01000000 BTC vendus au cours de ${tail}`,
    ),
  );
});

test.each(LANGUAGES)('swap details (%s)', async (language, headers) => {
  const { token, ids } = await customer(h);
  const body = { swap_from_crypto: ids.btc, swap_to_crypto: ids.eth, swap_amount: '0.01' };
  const check = await post(h, token, 'user/cryptoexchange/swap_preview', body);
  const res = await post(
    h,
    token,
    'user/cryptoexchange/swap_submit',
    { ...body, quote_token: check.json.data.quote_token },
    headers,
  );
  expect(res.json.code).toBe('200');
  expect(res.json.data.success_display_details_swap).toMatch(
    new RegExp(
      language === 'en'
        ? `^Swapped 0\\.01000000 BTC to ${COIN('ETH')}$`
        : `^0\\.01000000 BTC échangés contre ${COIN('ETH')}$`,
    ),
  );
});
