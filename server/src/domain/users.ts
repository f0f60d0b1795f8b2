import { PROVIDER_BANK, routingNumberFor } from './provider';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { cryptoCoins, kycRecords, ledgerAccounts, users } from '../db/schema/index';
import { ApiError, notFound } from '../http/api-error';
import { hashPassword } from '../security/hashing';

export type User = typeof users.$inferSelect;
export type NewCustomer = {
  email: string;
  password: string | null;
  firstName: string;
  lastName: string;
  countryCode: string;
  phoneNumber: string;
  account?: 'Personal' | 'Corporate';
  accountType?: string;
  companyName?: string | null;
  isOneShareHolder?: 'Yes' | 'No';
  vipUser?: 'Yes' | 'No';
  tier?: number;
  referredBy?: number | null;
  parentUserId?: number | null;
  lang?: string;
  verified?: boolean;
  demoUser?: boolean;
  userGroupId?: number | null;
};

export const referralCodeFor = (): string => randomBytes(5).toString('hex').toUpperCase();

export const emailTaken = async (db: Executor, email: string): Promise<boolean> =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  ).length > 0;

export const loadUser = async (db: Executor, userId: number): Promise<User> => {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  return user;
};

export const findUserByEmail = async (db: Executor, email: string): Promise<User | undefined> =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  )[0];

/** Fiat wallets (USD first, EUR second: the order the specs read) and one crypto wallet per coin, no address yet. */
export const openDefaultAccounts = async (
  db: Executor,
  user: { id: number; firstName: string; lastName: string },
): Promise<void> => {
  const name = `${user.firstName} ${user.lastName}`;
  for (const currency of ['USD', 'EUR']) {
    const accountNumber =
      `${currency === 'USD' ? '40' : '41'}${String(user.id).padStart(6, '0')}${randomBytes(2).readUInt16BE(0) % 100}`.padEnd(
        10,
        '0',
      );
    await db.insert(ledgerAccounts).values({
      ownerUserId: user.id,
      kind: 'fiat',
      currency,
      name: `${name} ${currency}`,
      accountNumber,
      routingNumber: routingNumberFor(currency),
      swiftCode: PROVIDER_BANK.bic,
      bankName: PROVIDER_BANK.bankName,
    });
  }
  for (const coin of await db.select().from(cryptoCoins)) {
    await db.insert(ledgerAccounts).values({
      ownerUserId: user.id,
      kind: 'crypto',
      currency: coin.coinCode,
      cryptoId: coin.id,
      network: coin.network,
      name: `${name} ${coin.coinCode}`,
    });
  }
};

/** Creates a customer (or a corporate shareholder when parentUserId is set) with a Pending KYC record. */
export const createCustomer = async (db: Executor, input: NewCustomer): Promise<User> => {
  if (await emailTaken(db, input.email))
    throw new ApiError('409', 'This email address is already registered');
  const verified = input.verified ?? false;
  const corporateWithShareholders = input.account === 'Corporate' && input.isOneShareHolder !== 'Yes';
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      passwordHash: input.password ? await hashPassword(input.password) : null,
      firstName: input.firstName,
      lastName: input.lastName,
      countryCode: input.countryCode.replace(/^\+/, ''),
      phoneNumber: input.phoneNumber,
      account: input.account ?? 'Personal',
      accountType: input.accountType ?? 'Wallet',
      companyName: input.companyName ?? null,
      isOneShareHolder: input.isOneShareHolder ?? 'No',
      isAccessDashboard: !corporateWithShareholders,
      vipUser: input.vipUser ?? 'No',
      tier: input.tier ?? 0,
      referalCode: referralCodeFor(),
      referredBy: input.referredBy ?? null,
      parentUserId: input.parentUserId ?? null,
      userGroupId: input.userGroupId ?? null,
      lang: input.lang ?? 'en',
      status: verified ? 'Enable' : 'Disable',
      emailVerified: verified,
      phoneVerified: verified,
      demoUser: input.demoUser ?? false,
    })
    .returning();
  await db.insert(kycRecords).values({ userId: user!.id });
  if (!input.parentUserId) await openDefaultAccounts(db, user!);
  return user!;
};
