import { and, eq, isNotNull } from 'drizzle-orm';
import { cards, ledgerAccounts } from '../../src/db/schema/index';
import { dbFingerprint } from '../support/db-fingerprint';
import { ACCESS_KEY, useHarness } from '../support/harness';
import { multipart } from '../contract/sample';
import { DEST, PNG, type World, buildWorld, wireBody } from '../contract/world';

// Issue 3 item 13: another user's ids (cards, crypto wallets, accounts, templates, internal and outgoing
// transfers, shareholders, notifications, KYC records and files) are refused; nothing of the owner leaks
// and nothing changes. The owner is the world's personal user; the intruder is corporate (VIP customers may not move money through these calls at all).
const h = useHarness();

type Attempt = {
  method?: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
  files?: Record<string, { name: string; bytes: Buffer }>;
  as?: string;
};

const attempts = (w: World, own: Record<string, number>): Attempt[] => {
  const i = w.ids;
  const card = i.card;
  return [
    { method: 'GET', path: `user/notification/updateUserNotification_home/${i.notification}` },
    { method: 'GET', path: `user/profile/getphoto/${i.photo}` },
    { method: 'GET', path: `user/account/iban-kyc-file/${i.ibanDoc}` },
    { method: 'GET', path: `user/profile/getkycphoto/${i.kycPhoto}` },
    { path: 'user/account/deleteCustomer', body: { user_id: i.holder }, as: 'corporate-new' },
    { path: 'user/account/resendCustomerEmail', body: { user_id: i.holder }, as: 'corporate-new' },
    {
      path: 'user/account/updateCustomer',
      body: { user_id: i.holder, customer_name: 'X', customer_name_2: 'Y' },
      as: 'corporate-new',
    },
    // Wallets and transfers.
    { path: 'user/outgoingtransfer/outgoingwirecheck', body: wireBody(i.eur!) },
    { path: 'user/outgoingtransfer/outgoingwire', body: wireBody(i.eur!) },
    {
      path: 'user/outgoingtransfer/outgoingwire',
      body: { ...wireBody(own.eur!), template_option: i.template },
    },
    { method: 'GET', path: `user/outgoingtransfer/getfiatwithdrawdetails/${i.template}` },
    { method: 'GET', path: `user/outgoingtransfer/deletetemplate/${i.template}` },
    {
      path: 'user/internaltransfer/fiatinternaltransfer',
      body: {
        account: String(i.eur),
        emailaddress: w.as.corporate!.email,
        amount: '10',
        currancy: 'EUR',
        message: 'x',
      },
    },
    { path: 'user/internaltransfer/GetAllInternalDetails', body: { internalid: i.internal } },
    { path: 'user/outgoingtransfer/GetAllOutgoingDetails', body: { outgoingid: String(i.wire) } },
    { method: 'GET', path: `user/outgoingtransfer/getpaymentproof/${i.wire}` },
    // Crypto wallets.
    {
      path: 'user/cryptoexchange/generateUserWalletAddress',
      body: { crypto_wallet_id: String(i.noAddress) },
    },
    { path: 'user/cryptoexchange/refreshUserWalletBalance', body: { crypto_wallet_id: String(i.btc) } },
    {
      path: 'user/cryptoexchange/updateUserWalletAddress',
      body: { crypto_wallet_id: String(i.usdt), wallet_address: DEST, network: 'ERC20' },
    },
    { path: 'user/cryptoexchange/GetDepositDetails', body: { depoid: String(i.btc) } },
    {
      path: 'user/cryptoexchange/GetWithdrawDetails',
      body: { crypto_wallet_id: String(i.btc), withaddress: DEST },
    },
    {
      path: 'user/cryptoexchange/withdraw_preview',
      body: { crypto_wallet_id: String(i.btc), withdraw_amount: '0.1' },
    },
    {
      path: 'user/cryptoexchange/withdrawsubmit',
      body: {
        crypto_wallet_id: String(i.btc),
        withdraw_address: DEST,
        networkchain: 'ERC20',
        withdraw_amount: '0.1',
      },
    },
    {
      path: 'user/cryptoexchange/submitTransfer',
      body: {
        transfer_crypto: String(i.btc),
        transfer_email: w.as.corporate!.email,
        transfer_amount: '0.05',
        transfer_wallet_address: DEST,
      },
    },
    // Exchange: the owner's wallet with the intruder's account, and the other way round.
    ...['getcryptoratesBuy', 'getcryptoratesSell', 'submitexchangebuy', 'submitexchangesell'].flatMap((p) => [
      {
        path: `user/cryptoexchange/${p}`,
        body: { buy_crypto: i.btc, buy_amount: '100', buy_account: own.usd },
      },
      {
        path: `user/cryptoexchange/${p}`,
        body: { buy_crypto: own.btc, buy_amount: '100', buy_account: i.usd },
      },
    ]),
    ...['swap_preview', 'swap_submit'].flatMap((p) => [
      {
        path: `user/cryptoexchange/${p}`,
        body: { swap_from_crypto: i.btc, swap_to_crypto: own.eth, swap_amount: '0.01' },
      },
      {
        path: `user/cryptoexchange/${p}`,
        body: { swap_from_crypto: own.btc, swap_to_crypto: i.eth, swap_amount: '0.01' },
      },
    ]),
    // Cards: the owner's card, or the owner's account behind the intruder's request.
    ...[
      'getapprovecarddetails',
      'getcarddetailsbyid',
      'getuseraccountByCards',
      'updatesmsalert',
      'updatwithalert',
      'freezeUnfreeze',
    ].map((p) => ({
      path: `user/cards/${p}`,
      body: { card_id: p === 'getapprovecarddetails' ? i.approvedCard : card },
    })),
    { path: 'user/cards/verify2FA', body: { authcode: '123456', card_id: card } },
    {
      path: 'user/cards/updatecardlimit',
      body: { card_id: card, dailycap: '1', monthlycap: '1', weeklycap: '1', pertranscap: '1' },
    },
    { path: 'user/cards/getusercardsByAccount', body: { acc_id: i.usd } },
    ...['cardtopupcheck', 'cardtopup'].map((p) => ({
      path: `user/cards/${p}`,
      body: { select_account: own.usd, select_card: card, amount: '50' },
    })),
    ...['cardtopupbycryptocheck', 'cardtopupbycrypto'].map((p) => ({
      path: `user/cards/${p}`,
      body: { select_account: own.usd, select_card: card, amount: '50', select_crypto_account: i.btc },
    })),
    {
      path: 'user/cards/cardtoaccount',
      body: { card_id: card, account_id: own.usd, amount: '10', causal: 'x' },
    },
    {
      path: 'user/account/accounttopup',
      body: { select_card: card, select_account: own.usd, amount: '10', message: 'x' },
    },
    { path: 'user/cards/paycardfees', body: { card_id: i.approvedCard, account_id: own.eur } },
    { path: 'user/cards/submitvirtual', body: { title: 'Mine now', account: i.eur } },
    // KYC records of the owner.
    {
      path: 'user/kyc/updateDoc',
      body: { kyc_id: i.kyc, fileName: 'x.png' },
      files: { file: { name: 'x.png', bytes: PNG } },
    },
    {
      path: 'user/kyc/updateUserDocuments',
      body: {
        kyc_id: i.kyc,
        document_type_id: 3,
        document_type_title: 'Stolen',
        document_country: i.country,
      },
      files: { document_front: { name: 'f.png', bytes: PNG }, document_baack: { name: 'b.png', bytes: PNG } },
    },
  ];
};

const send = (w: World, a: Attempt) => {
  const headers = { 'x-access-key': ACCESS_KEY, authorization: `Bearer ${w.as[a.as ?? 'corporate']!.token}` };
  const url = `/api/v1/${a.path}`;
  if (a.files) {
    const form = multipart(a.body ?? {}, a.files);
    return h.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.payload,
    });
  }
  return h.app.inject({
    method: a.method ?? 'POST',
    url,
    headers,
    ...(a.method === 'GET' ? {} : { payload: a.body ?? {} }),
  });
};

test("another user's ids are refused on every id-bearing call; nothing of the owner leaks or changes", async () => {
  const w = await buildWorld(h);
  const db = h.database.db;
  const accountOf = async (kind: string, currency: string) =>
    (
      await db
        .select()
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.ownerUserId, w.as.corporate!.id),
            eq(ledgerAccounts.kind, kind),
            eq(ledgerAccounts.currency, currency),
          ),
        )
    )[0]!.id;
  const own = {
    eur: await accountOf('fiat', 'EUR'),
    usd: await accountOf('fiat', 'USD'),
    btc: await accountOf('crypto', 'BTC'),
    eth: await accountOf('crypto', 'ETH'),
  };
  // What must never appear in an answer to the intruder: the owner's identity, account and card numbers, addresses.
  const owned = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, w.as.personal!.id), isNotNull(ledgerAccounts.accountNumber)));
  const [card] = await db
    .select()
    .from(cards)
    .where(eq(cards.id, Number(w.ids.card)));
  const secrets = [
    w.as.personal!.email,
    'Paula',
    'Martin',
    card!.cardNumber!,
    ...owned.map((a) => a.accountNumber!),
  ];
  const before = await dbFingerprint(db);
  const failures: string[] = [];
  for (const a of attempts(w, own)) {
    const res = await send(w, a);
    const text = res.body;
    const json = String(res.headers['content-type'] ?? '').includes('json') ? res.json() : null;
    // The same 404 as a missing id: the intruder learns nothing, not even that the id exists.
    if (res.statusCode !== 404 || json?.code !== '404' || json.data !== null)
      failures.push(
        `${a.path} ${JSON.stringify(a.body ?? {}).slice(0, 80)}: ${res.statusCode} ${text.slice(0, 160)}`,
      );
    const leaked = secrets.filter((s) => text.includes(s));
    if (leaked.length) failures.push(`${a.path}: leaks ${leaked.join(', ')}`);
  }
  expect(failures).toEqual([]);
  expect(await dbFingerprint(db)).toEqual(before);
}, 60_000);
