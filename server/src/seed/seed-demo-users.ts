import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ibanKycForms, kycRecords, notifications, referralRequests, users } from '../db/schema/index';
import { createCustomer } from '../domain/users';
import { FLOWS, setMode } from '../security/second-factor';
import { fundDemoUser } from './demo-accounts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS, type DemoUser } from './demo-users';

const NOTIFICATIONS = [
  { title: 'Deposit received', description: 'Your EUR wallet was credited.', transactionType: 'Deposit' },
  {
    title: 'Internal transfer',
    description: 'You received an internal transfer.',
    transactionType: 'Internal',
  },
  {
    title: 'Swap completed',
    description: 'Your BTC → ETH swap is complete.',
    transactionType: 'Swap',
    read: 'Yes',
  },
];

const seedFactor = async (tx: Tx, userId: number, factor: NonNullable<DemoUser['loginSecondFactor']>) => {
  const totp = factor === 'Google Authentication';
  await tx
    .update(users)
    .set({
      loginSecondFactor: factor,
      totpSecret: totp ? DEMO_TOTP_SECRET : null,
      totpEnabled: totp,
    })
    .where(eq(users.id, userId));
  for (const flow of FLOWS) await setMode(tx, userId, flow, factor);
};

/** Two shareholders of the business: one KYC-approved, one not yet. */
const seedShareholders = async (tx: Tx, userId: number, key: string) => {
  const approved = await createCustomer(tx, {
    email: `${key}-holder1@demo.portal`,
    password: null,
    firstName: 'Hanna',
    lastName: 'Holder',
    countryCode: '44',
    phoneNumber: '5551000001',
    parentUserId: userId,
    userGroupId: 1,
    verified: true,
  });
  await tx.update(kycRecords).set({ kycStatus: 'Approved' }).where(eq(kycRecords.userId, approved.id));
  await createCustomer(tx, {
    email: `${key}-holder2@demo.portal`,
    password: null,
    firstName: 'Henri',
    lastName: 'Holder',
    countryCode: '44',
    phoneNumber: '5551000002',
    parentUserId: userId,
    userGroupId: 1,
    verified: true,
  });
  await tx
    .update(users)
    .set({ isAddedAllShareHolders: 'Yes', isAccessDashboard: true })
    .where(eq(users.id, userId));
};

const seedReferrals = async (tx: Tx, userId: number) => {
  for (const [i, status] of (['Pending', 'Approved', 'Declined'] as const).entries()) {
    await tx.insert(referralRequests).values({
      userId,
      fullname: `Friend ${status}`,
      email: `friend-${status.toLowerCase()}@example.com`,
      countryCode: '44',
      phoneNumber: `55520000${i}0`,
      description: 'A colleague interested in VIP banking',
      status,
    });
  }
};

const seedOne = async (tx: Tx, demo: DemoUser) => {
  const user = await createCustomer(tx, {
    email: demo.email,
    password: DEMO_PASSWORD,
    firstName: demo.firstName,
    lastName: demo.lastName,
    countryCode: '44',
    phoneNumber: demo.phone,
    account: demo.account,
    accountType: demo.accountType,
    companyName: demo.companyName ?? null,
    isOneShareHolder: demo.isOneShareHolder ?? 'No',
    vipUser: demo.vipUser,
    tier: demo.tier,
    verified: true,
    demoUser: demo.demoUser ?? false,
  });
  await tx
    .update(kycRecords)
    .set({ kycStatus: demo.kyc, approvedAt: demo.kyc === 'Approved' ? new Date() : null })
    .where(eq(kycRecords.userId, user.id));
  if (demo.loginSecondFactor) await seedFactor(tx, user.id, demo.loginSecondFactor);
  if (demo.funded) {
    await fundDemoUser(tx, user.id, `${demo.firstName} ${demo.lastName}`);
    await tx.insert(ibanKycForms).values({
      userId: user.id,
      fields: { full_name: `${demo.firstName} ${demo.lastName}` },
      status: 'Approved',
    });
  }
  if (demo.shareholders === 'all') await seedShareholders(tx, user.id, demo.key);
  if (demo.referralRequests) await seedReferrals(tx, user.id);
  await tx.insert(notifications).values(NOTIFICATIONS.map((n) => ({ userId: user.id, ...n })));
  return user;
};

export const seedDemoUsers = async (tx: Tx): Promise<void> => {
  for (const demo of DEMO_USERS) await seedOne(tx, demo);
};
