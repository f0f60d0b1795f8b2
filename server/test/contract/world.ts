import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { issueCardNumber } from '../../src/adapters/card-processor';
import {
  cards,
  countries,
  faqCategories,
  kycRecords,
  ledgerAccounts,
  news,
  notifications,
  outgoingWires,
  referralRequests,
  sitePages,
  users,
  wireTemplates,
} from '../../src/db/schema/index';
import { storeUpload } from '../../src/http/uploads';
import { wireBody } from '../wallets-kit';
import { seedCardProducts } from '../../src/seed/cards-products';
import { DEMO_PASSWORD } from '../../src/seed/demo-users';
import { seedKycDemo } from '../../src/seed/kyc-demo';
import { seedKycReference } from '../../src/seed/kyc-reference';
import { seedContent } from '../../src/seed/reference-data';
import { seedDemoUsers } from '../../src/seed/seed-demo-users';
import { seedWalletReference } from '../../src/seed/transactions-reference';
import { type Harness, call, login } from '../support/harness';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const DEST = `0x${'ab'.repeat(20)}`;

export type Person = { id: number; email: string; token: string };
/** The seeded demo users (no transaction history) plus what the calls need: a card, templates, a wire with
 * a proof, an internal transfer, a generated crypto address, uploads. Ids for the samples in `ids`. */
export type World = { h: Harness; as: Record<string, Person>; ids: Record<string, number | string> };

const idOf = async <T extends { id: number }>(rows: Promise<T[]>): Promise<number> => (await rows)[0]!.id;

export const buildWorld = async (h: Harness): Promise<World> => {
  const db = h.database.db;
  await db.transaction(async (tx) => {
    await seedContent(tx);
    await seedWalletReference(tx);
    await seedDemoUsers(tx);
    await seedKycReference(tx);
    await seedKycDemo(tx, h.config);
    await seedCardProducts(tx);
  });
  const as: Record<string, Person> = {};
  for (const key of [
    'personal',
    'pending',
    'corporate',
    'corporate-new',
    'vip1',
    'vip2',
    'demo',
    'bank',
    'crypto',
  ]) {
    const email = `${key}@demo.portal`;
    const [user] = await db.select().from(users).where(eq(users.email, email));
    as[key] = { id: user!.id, email, token: (await login(h, email, DEMO_PASSWORD)).jwt_token };
  }
  const p = as.personal!;
  const account = (kind: string, currency: string) =>
    idOf(
      db
        .select()
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.ownerUserId, p.id),
            eq(ledgerAccounts.kind, kind),
            eq(ledgerAccounts.currency, currency),
          ),
        ),
    );
  const ids: World['ids'] = {
    eur: await account('fiat', 'EUR'),
    usd: await account('fiat', 'USD'),
    ibanEur: await account('iban', 'EUR'),
    btc: await account('crypto', 'BTC'),
    eth: await account('crypto', 'ETH'),
    usdt: await account('crypto', 'USDT'),
  };
  const demoAccount = (currency: string) =>
    idOf(
      db
        .select()
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.ownerUserId, as.demo!.id),
            eq(ledgerAccounts.kind, 'fiat'),
            eq(ledgerAccounts.currency, currency),
          ),
        ),
    );
  Object.assign(ids, { demoUsd: await demoAccount('USD'), demoEur: await demoAccount('EUR') });
  const post = (path: string, body: unknown, token = p.token) => call(h, 'POST', path, { token, body });
  // Crypto: a generated BTC address (deposit and crypto top-up need one) and a chosen withdraw address.
  await post('user/cryptoexchange/generateUserWalletAddress', { crypto_wallet_id: String(ids.btc) });
  await post('user/cryptoexchange/GetWithdrawDetails', {
    crypto_wallet_id: String(ids.btc),
    withaddress: DEST,
  });
  ids.noAddress = await idOf(
    db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerUserId, p.id),
          eq(ledgerAccounts.kind, 'crypto'),
          isNull(ledgerAccounts.walletAddress),
        ),
      ),
  );
  // Cards: an active USD card with 200 on it, and an Approved EUR card waiting for its fee.
  await post('user/cards/submitvirtual', { title: 'Walk', account: ids.usd });
  await post('user/cards/submitvirtual', { title: 'Fee', account: ids.eur });
  const [active, approved] = await db.select().from(cards).where(eq(cards.userId, p.id)).orderBy(cards.id);
  await db
    .update(cards)
    .set({ status: 'Active', ...issueCardNumber() })
    .where(eq(cards.id, active!.id));
  await db.update(cards).set({ status: 'Approved' }).where(eq(cards.id, approved!.id));
  Object.assign(ids, { card: active!.id, approvedCard: approved!.id });
  expect(
    (await post('user/cards/cardtopup', { select_account: ids.usd, select_card: ids.card, amount: '200' }))
      .json.code,
  ).toBe('200');
  // Wires: two saved beneficiaries (one to delete), one wire with a payment proof.
  for (const name of ['Keep', 'Drop'])
    await post('user/outgoingtransfer/outgoingwire', {
      ...wireBody(ids.eur!),
      checkboxval: true,
      templatename: name,
    });
  const templates = await db
    .select()
    .from(wireTemplates)
    .where(eq(wireTemplates.userId, p.id))
    .orderBy(wireTemplates.id);
  Object.assign(ids, { template: templates[0]!.id, dropTemplate: templates[1]!.id });
  const proof = await storeUpload(db, h.config, {
    userId: null,
    field: 'proof',
    fileName: 'proof.png',
    bytes: PNG,
    ext: 'png',
    mime: 'image/png',
  });
  const [wire] = await db
    .select()
    .from(outgoingWires)
    .where(eq(outgoingWires.userId, p.id))
    .orderBy(desc(outgoingWires.id))
    .limit(1);
  await db
    .update(outgoingWires)
    .set({ paymentProof: proof.storedName })
    .where(eq(outgoingWires.id, wire!.id));
  ids.wire = wire!.id;
  // An internal transfer to the demo user.
  await post('user/internaltransfer/fiatinternaltransfer', {
    account: String(ids.eur),
    emailaddress: as.demo!.email,
    amount: '10',
    currancy: 'EUR',
    message: 'walk',
  });
  ids.internal = (
    await call(h, 'GET', 'user/internaltransfer/GetAllInternals', { token: p.token })
  ).json.data[0].internal_id;
  // Uploads of the user: a profile photo and an IBAN KYC document.
  const photo = await storeUpload(db, h.config, {
    userId: p.id,
    field: 'file',
    fileName: 'me.png',
    bytes: PNG,
    ext: 'png',
    mime: 'image/png',
  });
  const ibanDoc = await storeUpload(db, h.config, {
    userId: p.id,
    field: 'document_file',
    fileName: 'id.png',
    bytes: PNG,
    ext: 'png',
    mime: 'image/png',
  });
  Object.assign(ids, { photo: photo.storedName, ibanDoc: ibanDoc.storedName });
  // Content, KYC and the other users' rows.
  const kyc = (await call(h, 'GET', 'user/kyc/getKYCDetails', { token: p.token })).json.data;
  Object.assign(ids, {
    kyc: (await db.select().from(kycRecords).where(eq(kycRecords.userId, p.id)))[0]!.id,
    kycPhoto: JSON.stringify(kyc).match(/[0-9a-f-]{36}\.png/)?.[0] ?? 'missing.png',
    notification: await idOf(db.select().from(notifications).where(eq(notifications.userId, p.id))),
    news: await idOf(db.select().from(news)),
    faqCategory: await idOf(db.select().from(faqCategories)),
    page: await idOf(db.select().from(sitePages)),
    country: await idOf(db.select().from(countries).where(eq(countries.sortname, 'GB'))),
    holder: await idOf(
      db
        .select()
        .from(users)
        .where(
          and(eq(users.parentUserId, as.corporate!.id), eq(users.email, 'corporate-holder2@demo.portal')),
        ),
    ),
    referral: await idOf(
      db
        .select()
        .from(referralRequests)
        .where(and(eq(referralRequests.userId, as.vip2!.id), eq(referralRequests.status, 'Approved'))),
    ),
  });
  expect(
    await db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.id, Number(ids.btc)), isNotNull(ledgerAccounts.walletAddress))),
  ).toHaveLength(1);
  return { h, as, ids };
};

export { wireBody };
