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
  await db.insert(news).values([
    {
      title: 'USDC now available',
      description: '<p>You can now buy, sell and swap <strong>USDC</strong> (ERC 20).</p>',
    },
    {
      title: 'New virtual cards',
      description: '<p>Order a virtual card in seconds and top it up from any wallet.</p>',
    },
    {
      title: 'Scheduled maintenance',
      description: '<p>Sunday 02:00–03:00 UTC: transfers may be delayed.</p>',
    },
  ]);
  const [general, security] = await db
    .insert(faqCategories)
    .values([{ name: 'General' }, { name: 'Security' }])
    .returning();
  await db.insert(faqs).values([
    {
      categoryId: general!.id,
      question: 'How do I verify my account?',
      answer: 'Open Verify your account and follow the identity steps.',
    },
    {
      categoryId: general!.id,
      question: 'Which currencies are supported?',
      answer: 'EUR and USD wallets; BTC, ETH, USDT and USDC.',
    },
    {
      categoryId: security!.id,
      question: 'How do I enable two-factor authentication?',
      answer: 'Scan the QR code with an authenticator app during registration.',
    },
  ]);
  await db
    .insert(sitePages)
    .values([
      {
        id: 1,
        title: 'Terms and Conditions',
        description: '<h2>Terms and Conditions</h2><p>These terms govern your use of the portal.</p>',
      },
      {
        id: 2,
        title: 'Privacy Policy',
        description:
          '<h2>Privacy Policy</h2><p>We process your data to provide our services and meet legal duties.</p>',
      },
      {
        id: 3,
        title: 'Contact Us',
        description: '<h2>Contact Us</h2><p>support@demo.portal · +44 20 0000 0000</p>',
      },
    ])
    .onConflictDoNothing();
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
