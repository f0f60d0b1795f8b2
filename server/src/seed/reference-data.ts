import { DEMO_FAQ_CATEGORIES, DEMO_FAQS, DEMO_NEWS, DEMO_PAGES } from './content-data';
import type { Executor } from '../db/client';
import {
  branding,
  brokers,
  countries,
  cryptoCoins,
  documentTypes,
  faqCategories,
  faqs,
  news,
  settings,
  sitePages,
  userGroups,
} from '../db/schema/index';
import { DEFAULT_COLORS } from '../domain/branding';
import { houseAccount } from '../ledger/house-accounts';
import { COUNTRIES } from './countries-data';

export const COINS = [
  { id: 1, coin: 'Bitcoin', coinCode: 'BTC', network: 'Bitcoin' },
  { id: 2, coin: 'Ethereum', coinCode: 'ETH', network: 'ERC 20' },
  { id: 3, coin: 'Tether', coinCode: 'USDT', network: 'ERC 20' },
  { id: 4, coin: 'USD Coin', coinCode: 'USDC', network: 'ERC 20' },
];

/** Data every database needs (tests included): countries, coins, house accounts, branding, groups. */
export const seedReferenceData = async (db: Executor): Promise<void> => {
  await db.insert(countries).values(COUNTRIES).onConflictDoNothing();
  await db.insert(cryptoCoins).values(COINS).onConflictDoNothing();
  await db
    .insert(branding)
    .values({
      id: 1,
      logoTitle: 'Portal Payments',
      tagline: 'Payments and crypto, in one place',
      colors: DEFAULT_COLORS,
    })
    .onConflictDoNothing();
  await db.insert(userGroups).values([{ name: 'Shareholder' }, { name: 'Director' }]);
  await db.insert(brokers).values([{ name: 'Direct' }]);
  await db
    .insert(documentTypes)
    .values([{ name: 'Passport' }, { name: 'ID Card' }, { name: "Driver's License" }]);
  for (const currency of ['USD', 'EUR', 'BTC', 'ETH', 'USDT', 'USDC']) {
    for (const role of ['fees', 'fx', 'external', 'network'] as const) await houseAccount(db, role, currency);
  }
};

/** News, FAQ and site pages (ids 1 terms, 2 privacy, 3 contact), plus default fee/limit settings. */
export const seedContent = async (db: Executor): Promise<void> => {
  await db.insert(news).values(DEMO_NEWS);
  const categories = await db.insert(faqCategories).values(DEMO_FAQ_CATEGORIES).returning();
  await db
    .insert(faqs)
    .values(DEMO_FAQS.map(({ category, ...faq }) => ({ ...faq, categoryId: categories[category]!.id })));
  await db.insert(sitePages).values(DEMO_PAGES).onConflictDoNothing();
  const defaults: Record<string, string> = {
    'fees.internalTransferFees': '1',
    'fees.withdrawalFees': '2',
    'fees.depositFees': '1',
    'limits.fiat.minbuydepositlimit': '10',
    'limits.fiat.maxbuydepositlimit': '50000',
    'limits.fiat.yearlydepositlimit': '250000',
    'limits.fiat.minamount': '10',
    'limits.fiat.maxamount': '25000',
    'limits.fiat.yearlywithdrawlimit': '200000',
    'limits.fiat.mininternal': '1',
    'limits.fiat.maxinternal': '10000',
    'limits.crypto.usd.min': '10',
    'limits.crypto.usd.max': '100000',
  };
  await db
    .insert(settings)
    .values(Object.entries(defaults).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
};
