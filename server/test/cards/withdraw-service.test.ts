import { and, eq } from 'drizzle-orm';
import { issueCardNumber } from '../../src/adapters/card-processor';
import { cards, ledgerAccounts } from '../../src/db/schema/index';
import { WITHDRAW_DISABLED } from '../../src/features/cards/card-withdraw';
import { balanceOf, houseAccount, move } from '../../src/ledger/index';
import { seedCardProducts } from '../../src/seed/cards-products';
import { call, login, makeUser, useHarness } from '../support/harness';

// Spec 03 card settings: the "Withdraw From Account" service (updatwithalert) gates card → account moves.
const h = useHarness();

const setup = async () => {
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
  expect(
    (
      await call(h, 'POST', 'user/cards/submitvirtual', {
        token,
        body: { title: 'Travel', account: usd!.id },
      })
    ).json.code,
  ).toBe('200');
  const [card] = await h.database.db.select().from(cards).where(eq(cards.userId, user.id));
  await h.database.db
    .update(cards)
    .set({ status: 'Active', ...issueCardNumber() })
    .where(eq(cards.id, card!.id));
  expect(
    (
      await call(h, 'POST', 'user/cards/cardtopup', {
        token,
        body: { select_account: usd!.id, select_card: card!.id, amount: '100' },
      })
    ).json.code,
  ).toBe('200');
  return { token, usd: usd!, card: card! };
};

test('a new card has the service on; turned off, card → account and account top-up are refused and move nothing', async () => {
  const { token, usd, card } = await setup();
  const toAccount = { card_id: card.id, account_id: usd.id, amount: '30', causal: 'back' };
  const topup = { select_card: card.id, select_account: usd.id, amount: '20' };
  expect(
    (await call(h, 'POST', 'user/cards/getcarddetailsbyid', { token, body: { card_id: card.id } })).json
      .data[0].withdraw_fromaccount,
  ).toBe('Yes');
  expect(
    (await call(h, 'POST', 'user/cards/updatwithalert', { token, body: { card_id: card.id } })).json.message,
  ).toBe('Withdraw from account disabled');
  const before = [
    (await balanceOf(h.database.db, usd.id)).balance,
    (await call(h, 'POST', 'user/cards/getcarddetailsbyid', { token, body: { card_id: card.id } })).json
      .api_sub_account_data.total_available,
  ];
  const refused = await call(h, 'POST', 'user/cards/cardtoaccount', { token, body: toAccount });
  expect(refused.json).toMatchObject({
    code: '422',
    message: WITHDRAW_DISABLED,
    data: { error_display_amount: '30', error_display_details: WITHDRAW_DISABLED },
  });
  expect((await call(h, 'POST', 'user/account/accounttopup', { token, body: topup })).json).toMatchObject({
    code: '422',
    message: WITHDRAW_DISABLED,
  });
  const after = [
    (await balanceOf(h.database.db, usd.id)).balance,
    (await call(h, 'POST', 'user/cards/getcarddetailsbyid', { token, body: { card_id: card.id } })).json
      .api_sub_account_data.total_available,
  ];
  expect(after).toEqual(before);
  expect(
    (await call(h, 'POST', 'user/cards/updatwithalert', { token, body: { card_id: card.id } })).json.message,
  ).toBe('Withdraw from account enabled');
  expect((await call(h, 'POST', 'user/cards/cardtoaccount', { token, body: toAccount })).json.code).toBe(
    '200',
  );
  expect((await call(h, 'POST', 'user/account/accounttopup', { token, body: topup })).json.code).toBe('200');
});
