import { eq } from 'drizzle-orm';
import { ibanKycForms } from '../../db/schema/index';
import { type Command, need, userByEmail } from '../command';

export const ibanFormCommand: Command = {
  name: 'iban-form',
  usage: 'iban-form approve|reject <email> [reason]',
  run: async (db, [action, email, reason]) => {
    if (action !== 'approve' && action !== 'reject') throw new Error('action must be approve or reject');
    const user = await userByEmail(db, email);
    const status = action === 'approve' ? 'Approved' : 'Rejected';
    const updated = await db
      .update(ibanKycForms)
      .set({
        status,
        rejectedReason: action === 'reject' ? need(reason, 'reason') : null,
        updatedAt: new Date(),
      })
      .where(eq(ibanKycForms.userId, user.id))
      .returning();
    if (updated.length === 0) throw new Error(`${user.email} has not submitted the IBAN form`);
    return `IBAN form of ${user.email} is now ${status}`;
  },
};
