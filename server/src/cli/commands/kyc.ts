import { eq } from 'drizzle-orm';
import { kycRecords } from '../../db/schema/index';
import { type Command, need, userByEmail } from '../command';

/** Identity KYC of a customer or a corporate shareholder (stands in for the provider's decision). */
export const kycCommand: Command = {
  name: 'kyc',
  usage: 'kyc approve|reject|pending <email> [reason]',
  run: async (db, [action, email, reason]) => {
    const status = { approve: 'Approved', reject: 'Rejected', pending: 'Pending' }[need(action, 'action')];
    if (!status) throw new Error('action must be approve, reject or pending');
    const user = await userByEmail(db, email);
    // Approving stands for the provider's whole review: the AML, CIP, ID-document and address checks pass too.
    const checks =
      status === 'Approved'
        ? { amlStatus: status, cipStatus: status, iddocStatus: status, addressStatus: status }
        : {};
    await db
      .update(kycRecords)
      .set({
        kycStatus: status,
        ...checks,
        rejectedReason: reason ?? null,
        approvedAt: status === 'Approved' ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(kycRecords.userId, user.id));
    return `KYC of ${user.email} is now ${status}`;
  },
};
