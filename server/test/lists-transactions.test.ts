import { and, eq } from 'drizzle-orm';
import { issueCardNumber } from '../src/adapters/card-processor';
import {
  cardTransactions,
  cardUsage,
  cards,
  internalTransfers,
  ledgerAccounts,
  outgoingWires,
} from '../src/db/schema/index';
import { storeUpload } from '../src/http/uploads';
import { balanceOf, houseAccount, move, trialBalance } from '../src/ledger/index';
import { cardLedgerAccount } from '../src/lib/customer-funds/owned';
import { seedCardProducts } from '../src/seed/cards-products';
import { call, login, makeUser, useHarness } from './support/harness';

const h = useHarness();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const fiat = async (userId: number, currency: string) =>
  (
    await h.database.db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerUserId, userId),
          eq(ledgerAccounts.kind, 'fiat'),
          eq(ledgerAccounts.currency, currency),
        ),
      )
  )[0]!;
const fund = (accountId: number, currency: string, amount: string, reference: string) =>
  h.database.db.transaction(async (tx) => {
    await move(tx, {
      from: await houseAccount(tx, 'external', currency),
      to: accountId,
      amount,
      reference,
      kind: 'fiat-deposit',
    });
  });

/** Alice sent Bob 40 USD (booked through the ledger) and has one pending wire; Carol is a stranger. */
const setup = async () => {
  const [alice, bob, carol] = [
    await makeUser(h, { kyc: 'Approved' }),
    await makeUser(h, { kyc: 'Approved' }),
    await makeUser(h, { kyc: 'Approved' }),
  ];
  const [aUsd, bUsd] = [await fiat(alice.id, 'USD'), await fiat(bob.id, 'USD')];
  await fund(aUsd.id, 'USD', '100', 'DEP-1');
  await h.database.db.transaction(async (tx) => {
    await move(tx, {
      from: aUsd.id,
      to: bUsd.id,
      amount: '40',
      reference: 'INT-1',
      kind: 'internal-transfer',
    });
  });
  const [transfer] = await h.database.db
    .insert(internalTransfers)
    .values({
      userId: alice.id,
      status: 'Completed',
      reference: 'INT-1',
      fromAccountId: aUsd.id,
      toAccountId: bUsd.id,
      toUserId: bob.id,
      currency: 'USD',
      amount: '40',
      message: 'Rent',
    })
    .returning();
  const payee = {
    swiftcode: 'BANKGB22',
    bankname: 'Big Bank',
    address: '1 Main St',
    country: '1',
    routing: '021000021',
    accountnumber: '12345678',
    customer_name: 'Zed Payee',
    customer_address: 'London',
    currency: 'USD',
    amount: '20',
  };
  const [wire] = await h.database.db
    .insert(outgoingWires)
    .values({
      userId: alice.id,
      reference: 'WIRE-1',
      accountId: aUsd.id,
      currency: 'USD',
      amount: '20',
      adminFees: '0.4',
      totalAmount: '20.4',
      payee,
    })
    .returning();
  const tokens = {
    alice: (await login(h, alice.email)).jwt_token,
    bob: (await login(h, bob.email)).jwt_token,
    carol: (await login(h, carol.email)).jwt_token,
  };
  return { alice, bob, aUsd, bUsd, transfer: transfer!, wire: wire!, tokens };
};

test('GetAllInternals: transfers sent and received, wires, balance sheet, accounts; details for the parties only', async () => {
  const { bob, aUsd, transfer, wire, tokens } = await setup();
  const all = (await call(h, 'GET', 'user/internaltransfer/GetAllInternals', { token: tokens.alice })).json;
  expect(all.code).toBe('200');
  expect(all.data).toEqual([
    expect.objectContaining({
      internal_id: String(transfer.id),
      email_address: bob.email,
      amount: '40.00',
      currency: 'USD',
      status: 'Completed',
      account_number: aUsd.accountNumber,
      modaltouser: `Test ${bob.lastName}`,
    }),
  ]);
  expect(all.outgoing[0]).toMatchObject({
    fiat_with_trans_id: String(wire.id),
    bank_account_name: 'Zed Payee',
    account_number: '12345678',
    amount: '20.00',
    admin_fees: '0.40',
    total_amount: '20.40',
    switch_code: 'BANKGB22',
    status: 'Pending',
    referance: 'WIRE-1',
    payment_proof: null,
  });
  expect(all.outgoing[0].countryname).toBeTruthy();
  expect(
    all.balancedata.map((r: { type: string; amount: string; current_balance: string }) => [
      r.type,
      r.amount,
      r.current_balance,
    ]),
  ).toEqual([
    ['Debit', '40.00', '60.00'],
    ['Credit', '100.00', '100.00'],
  ]);
  expect(
    all.useraccount.map((a: { account_currency_type: string }) => a.account_currency_type).sort(),
  ).toEqual(['EUR', 'USD']);
  expect(all.allcards).toEqual([]);
  // The recipient sees the transfer (and its details) but not the sender's wires.
  const bobs = (await call(h, 'GET', 'user/internaltransfer/GetAllInternals', { token: tokens.bob })).json;
  expect(bobs.data).toHaveLength(1);
  expect(bobs.outgoing).toEqual([]);
  for (const token of [tokens.alice, tokens.bob]) {
    const details = (
      await call(h, 'POST', 'user/internaltransfer/GetAllInternalDetails', {
        token,
        body: { internalid: transfer.id },
      })
    ).json;
    expect(details.data[0]).toMatchObject({
      internal_id: String(transfer.id),
      message: 'Rent',
      modalfromuseraccount: aUsd.accountNumber,
    });
  }
  const outgoing = (
    await call(h, 'POST', 'user/outgoingtransfer/GetAllOutgoingDetails', {
      token: tokens.alice,
      body: { outgoingid: String(wire.id) },
    })
  ).json;
  expect(outgoing.data[0]).toMatchObject({
    bank_name: 'Big Bank',
    label: '021000021',
    address1: '1 Main St',
  });
  // A stranger gets the same 404 as a missing id, with nothing of the row.
  const theirs = await call(h, 'POST', 'user/internaltransfer/GetAllInternalDetails', {
    token: tokens.carol,
    body: { internalid: transfer.id },
  });
  expect(theirs.json).toMatchObject({ code: '404', data: null });
  expect(
    (
      await call(h, 'POST', 'user/outgoingtransfer/GetAllOutgoingDetails', {
        token: tokens.bob,
        body: { outgoingid: wire.id },
      })
    ).json,
  ).toMatchObject({ code: '404', data: null });
  expect(
    (await call(h, 'GET', 'user/internaltransfer/GetAllInternals', { token: tokens.carol })).json,
  ).toMatchObject({ data: [], outgoing: [], balancedata: [] });
  expect(
    (
      await call(h, 'POST', 'user/internaltransfer/GetAllInternalDetails', {
        token: tokens.alice,
        body: { internalid: 'abc' },
      })
    ).json.code,
  ).toBe('400');
  expect(
    (await call(h, 'POST', 'user/outgoingtransfer/GetAllOutgoingDetails', { token: tokens.alice, body: {} }))
      .json.message,
  ).toBe('outgoingid: Transfer id is required');
  expect((await call(h, 'GET', 'user/internaltransfer/GetAllInternals')).json.code).not.toBe('200');
});

test('payment proof: served to the wire owner only; none attached → 404', async () => {
  const { wire, tokens } = await setup();
  const url = `user/outgoingtransfer/getpaymentproof/${wire.id}`;
  expect((await call(h, 'GET', url, { token: tokens.alice })).json).toMatchObject({
    code: '404',
    message: 'No payment proof for this transfer',
  });
  // Attached by the provider's team: the upload has no customer owner.
  const proof = await storeUpload(h.database.db, h.config, {
    userId: null,
    field: 'payment_proof',
    fileName: 'proof.png',
    bytes: PNG,
    ext: 'png',
    mime: 'image/png',
  });
  await h.database.db
    .update(outgoingWires)
    .set({ paymentProof: proof.storedName })
    .where(eq(outgoingWires.id, wire.id));
  const own = await call(h, 'GET', url, { token: tokens.alice });
  expect(own.status).toBe(200);
  expect(own.response.rawPayload.equals(PNG)).toBe(true);
  const other = await call(h, 'GET', url, { token: tokens.bob });
  expect(other.json).toMatchObject({ code: '404', message: 'Transfer not found' });
  expect(other.response.rawPayload.includes(PNG)).toBe(false);
  expect(
    (await call(h, 'GET', 'user/outgoingtransfer/getpaymentproof/x', { token: tokens.alice })).json.code,
  ).toBe('400');
});

/** An Active USD card with 50 on it, a Pending card, one top-up row and one usage row. */
const cardSetup = async () => {
  await seedCardProducts(h.database.db);
  const user = await makeUser(h, { kyc: 'Approved' });
  const usd = await fiat(user.id, 'USD');
  const [active] = await h.database.db
    .insert(cards)
    .values({
      userId: user.id,
      productId: 2,
      accountId: usd.id,
      currency: 'USD',
      customerName: 'Test User',
      status: 'Active',
      settings: { card_name: 'Travel' },
      ...issueCardNumber(),
    })
    .returning();
  await h.database.db
    .insert(cards)
    .values({ userId: user.id, productId: 2, currency: 'EUR', customerName: 'Test User', status: 'Pending' });
  const cardAccount = await h.database.db.transaction(async (tx) => cardLedgerAccount(tx, active!));
  await fund(cardAccount.id, 'USD', '50', 'CARD-DEP');
  await h.database.db.insert(cardTransactions).values({
    userId: user.id,
    cardId: active!.id,
    kind: 'topup',
    cardtraType: 'credit',
    amount: '50',
    currency: 'USD',
    debitCurrency: 'USD',
    debitAmount: '51',
    fees: '1',
    issueStatus: 'Completed',
    reference: 'TOP-1',
  });
  await h.database.db.insert(cardUsage).values({
    cardId: active!.id,
    userId: user.id,
    processorTransactionId: 'gtm-seed-1',
    amount: '12.5',
    currency: 'USD',
    merchant: 'Coffee House',
    transactionType: 'purchase',
  });
  return { user, usd, card: active!, cardAccount, token: (await login(h, user.email)).jwt_token };
};

test('card transactions and usage lists: masked PAN, account number, card filter; another user sees none', async () => {
  const { usd, card, token } = await cardSetup();
  const tx = (await call(h, 'GET', 'user/cards/getuserCardsTransactions', { token })).json;
  expect(tx.data).toEqual([
    expect.objectContaining({
      card_name: 'Travel',
      cardtypename: 'Virtual Card',
      account_number: usd.accountNumber,
      card_number: `************${card.cardNumber!.slice(-4)}`,
      cardtra_type: 'credit',
      amount: '50.00',
      debit_amount: '51.00',
      fees: '1.00',
      issue_status: 'Completed',
      card_id_fk: String(card.id),
    }),
  ]);
  expect(tx.allcards).toHaveLength(2);
  expect(JSON.stringify(tx)).not.toContain(card.cardNumber!);
  const usage = (await call(h, 'GET', 'user/cards/getuserCardUsageTransactions', { token })).json;
  expect(usage.data).toEqual([
    expect.objectContaining({
      transaction_id: 'gtm-seed-1',
      amount: '12.50',
      merchant: 'Coffee House',
      issue_status: 'Completed',
      card_id: String(card.id),
    }),
  ]);
  const stranger = (await login(h, (await makeUser(h)).email)).jwt_token;
  expect(
    (await call(h, 'GET', 'user/cards/getuserCardsTransactions', { token: stranger })).json,
  ).toMatchObject({ data: [], allcards: [] });
  expect(
    (await call(h, 'GET', 'user/cards/getuserCardUsageTransactions', { token: stranger })).json.data,
  ).toEqual([]);
  expect((await call(h, 'GET', 'user/cards/getuserCardUsageTransactions')).json.code).not.toBe('200');
});

test('usage refresh: new processor rows of Active cards only, booked on the card through the ledger', async () => {
  const { card, cardAccount, token } = await cardSetup();
  const pulled: { card_id: string; transaction_id: string; amount: string }[] = [];
  for (let i = 0; i < 12 && pulled.length < 2; i += 1) {
    const { json } = await call(h, 'GET', 'user/cards/getuserCardUsageTransactionsRefresh', { token });
    expect(json.code).toBe('200');
    pulled.push(...json.gtmTransactions);
  }
  expect(pulled.length).toBeGreaterThan(0);
  expect(new Set(pulled.map((p) => p.card_id))).toEqual(new Set([String(card.id)]));
  const rows = await h.database.db.select().from(cardUsage).where(eq(cardUsage.cardId, card.id));
  expect(rows).toHaveLength(pulled.length + 1);
  const spent = rows
    .filter((r) => r.issueStatus === 'Completed' && r.processorTransactionId !== 'gtm-seed-1')
    .reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
  expect(Math.round(Number((await balanceOf(h.database.db, cardAccount.id)).balance) * 100)).toBe(
    5000 - spent,
  );
  expect(Object.values(await trialBalance(h.database.db)).every((total) => Number(total) === 0)).toBe(true);
  const listed = (await call(h, 'GET', 'user/cards/getuserCardUsageTransactions', { token })).json.data;
  expect(listed.map((r: { transaction_id: string }) => r.transaction_id)).toEqual(
    expect.arrayContaining(pulled.map((p) => p.transaction_id)),
  );
});
