import { and, eq } from 'drizzle-orm';
import { ledgerAccounts } from '../src/db/schema/index';
import { balanceOf, trialBalance } from '../src/ledger/index';
import { fundDemoUser } from '../src/seed/demo-accounts';
import { seedContent } from '../src/seed/reference-data';
import { seedWalletReference } from '../src/seed/transactions-reference';
import { type Harness, PASSWORD, call, login, makeUser } from './support/harness';

// Shared by the wallets-*/crypto-* tests: settings, a funded customer, balances, PNG bytes.

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2f6f58a0000000049454e44ae426082',
  'hex',
);

export const prepare = async (h: Harness) => {
  await seedContent(h.database.db);
  await seedWalletReference(h.database.db);
};

/** A customer with the demo balances (USD 25000, EUR 18000, IBAN USD 12000 / EUR 9500, BTC 0.75, ETH 6.5 …). */
export const funded = async (h: Harness) => {
  // Money moves need KYC Approved (the server gates them like the screens).
  const user = await makeUser(h, { kyc: 'Approved' });
  await h.database.db.transaction((tx) => fundDemoUser(tx, user.id, `${user.firstName} ${user.lastName}`));
  const { jwt_token: token } = await login(h, user.email, PASSWORD);
  return { user, token };
};

export const accountOf = async (h: Harness, userId: number, kind: string, currency: string) =>
  (
    await h.database.db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerUserId, userId),
          eq(ledgerAccounts.kind, kind),
          eq(ledgerAccounts.currency, currency),
        ),
      )
  )[0]!;

export const available = async (h: Harness, accountId: number) =>
  (await balanceOf(h.database.db, accountId)).available;
export const balance = async (h: Harness, accountId: number) =>
  (await balanceOf(h.database.db, accountId)).balance;

/** Every currency's postings sum to zero. */
export const expectBooksBalanced = async (h: Harness) => {
  for (const total of Object.values(await trialBalance(h.database.db))) expect(total).toBe('0.00000000');
};

export const post = (
  h: Harness,
  token: string,
  path: string,
  body: unknown,
  headers?: Record<string, string>,
) => call(h, 'POST', path, { token, body, ...(headers ? { headers } : {}) });
export const get = (h: Harness, token: string, path: string) => call(h, 'GET', path, { token });

/** An outgoing wire to a German IBAN from `account` (the fields every wire test sends). */
export const wireBody = (account: number | string, amount = '200', extra: Record<string, unknown> = {}) => ({
  account: String(account),
  swiftcode: 'DEUTDEFF',
  accountname: 'Deutsche Bank',
  address: 'Taunusanlage 12',
  country: 1,
  abatitle: '021000021',
  accountnumber: 'DE89370400440532013000',
  customer_name: 'Hans Muster',
  customer_address: 'Berlin',
  amount,
  currancy: 'EUR',
  ...extra,
});
