import { and, desc, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { referralRequests } from '../../db/schema/index';
import { wireDate } from '../../db/wire';
import { sendEmail } from '../../adapters/outbox';
import { loadUser } from '../../domain/users';
import { quotedName } from '../../domain/customer-words';
import { PROVIDER } from '../../domain/provider';
import { takeMessageQuota } from '../../security/message-quota';
import { ApiError, forbidden, notFound } from '../../http/api-error';
import { done, ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import type { Executor } from '../../db/client';

/** Referral requests are a VIP tier-2 feature (spec 01 §6). */
const requireTier2 = async (db: Executor, userId: number) => {
  const user = await loadUser(db, userId);
  if (user.vipUser !== 'Yes' || user.tier !== 2)
    throw forbidden('Referral requests are available to VIP tier 2 members');
  return user;
};

export const referralRequestHandler = defineHandler(
  endpoints['shell.referralRequest'],
  async ({ db, userId, body }) => {
    await requireTier2(db, userId);
    await db.insert(referralRequests).values({
      userId,
      fullname: body.fullname,
      email: body.email.toLowerCase(),
      countryCode: body.country_code,
      phoneNumber: body.phone,
      description: body.description,
    });
    return done('Referral request submitted successfully');
  },
);

export const getReferralRequestHandler = defineHandler(
  endpoints['shell.getReferralRequest'],
  async ({ db, userId }) => {
    await requireTier2(db, userId);
    const rows = await db
      .select()
      .from(referralRequests)
      .where(eq(referralRequests.userId, userId))
      .orderBy(desc(referralRequests.id));
    return ok(
      rows.map((r) => ({
        rr_id: r.id,
        fullname: r.fullname,
        email_id: r.email,
        country_code: r.countryCode,
        phone_number: r.phoneNumber,
        status: r.status,
        description: r.description,
        created_datetime: wireDate(r.createdAt),
      })),
      'Success',
    );
  },
);

/** Only Approved rows get the link {site}/vip-registration/{referal_code}. */
export const sendReferralLinkHandler = defineHandler(
  endpoints['shell.sendReferralLink'],
  async ({ db, config, userId, body }) => {
    const user = await requireTier2(db, userId);
    const [row] = await db
      .select()
      .from(referralRequests)
      .where(and(eq(referralRequests.id, body.rr_id), eq(referralRequests.userId, userId)));
    if (!row) throw notFound('Referral request not found');
    if (row.status !== 'Approved')
      throw new ApiError('409', 'Only approved referral requests can receive a referral link');
    await takeMessageQuota(db, 'referral-link', { recipient: row.email, sender: String(userId) });
    const link = `${config.publicSiteUrl}/vip-registration/${user.referalCode}`;
    // The inviter's name only in quotes after the provider's words; the name the inviter typed for the
    // recipient is left out (decision 137).
    const inviter = quotedName(`${user.firstName} ${user.lastName}`, 'person', 'A VIP customer');
    await sendEmail(db, {
      to: row.email,
      subject: `Your invitation to ${PROVIDER.name}`,
      body: `Hello,\n\nThis is ${PROVIDER.name}. Our VIP customer ${inviter} invites you to open a VIP account: ${link}`,
    });
    await db.update(referralRequests).set({ linkSentAt: new Date() }).where(eq(referralRequests.id, row.id));
    return done('Referral link sent successfully');
  },
);
