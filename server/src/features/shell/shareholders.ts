import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { kycRecords, users } from '../../db/schema/index';
import { sendEmail } from '../../adapters/outbox';
import { loadUser, type User } from '../../domain/users';
import { quotedName } from '../../domain/customer-words';
import { PROVIDER } from '../../domain/provider';
import { ApiError, forbidden, notFound } from '../../http/api-error';

/** Shareholders belong to a Corporate customer; every call checks that ownership first. */
export const requireCorporate = async (db: Executor, userId: number): Promise<User> => {
  const user = await loadUser(db, userId);
  if (user.account !== 'Corporate' || user.parentUserId)
    throw forbidden('Only corporate accounts manage shareholders');
  return user;
};

/** The caller's own shareholder with its KYC status; another user's id is "not found" (nothing leaks). */
export const ownShareholder = async (db: Executor, ownerId: number, shareholderId: number) => {
  const [row] = await db
    .select({ user: users, kycStatus: kycRecords.kycStatus })
    .from(users)
    .leftJoin(kycRecords, eq(kycRecords.userId, users.id))
    .where(and(eq(users.id, shareholderId), eq(users.parentUserId, ownerId)));
  if (!row) throw notFound('Shareholder not found');
  return row;
};

/** Edit, resend and delete are allowed only while the shareholder's KYC is Pending (spec 01 §4). */
export const requirePending = (kycStatus: string | null) => {
  if ((kycStatus ?? 'Pending') !== 'Pending')
    throw new ApiError('409', 'Only shareholders whose KYC is Pending can be changed');
};

/** The invitation names the company only in quotes after the provider's words, and not the name the company
 * typed for the shareholder (decision 137). */
export const sendShareholderInvite = (db: Executor, owner: User, shareholder: User) => {
  const company = owner.companyName
    ? quotedName(owner.companyName, 'company', 'A company')
    : quotedName(`${owner.firstName} ${owner.lastName}`, 'person', 'A customer');
  return sendEmail(db, {
    to: shareholder.email,
    subject: 'Identity verification for your company',
    body: `Hello,\n\nThis is ${PROVIDER.name}. A corporate customer registered with us as ${company} listed this address as a shareholder owning 25% or more. Please complete your identity verification.`,
  });
};
