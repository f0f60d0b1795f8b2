import { eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { kycRecords, users } from '../../db/schema/index';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { ownShareholder, requireCorporate, requirePending } from './shareholders';

export const deleteCustomerHandler = defineHandler(
  endpoints['shell.deleteCustomer'],
  async ({ db, userId, body }) => {
    await requireCorporate(db, userId);
    const { user, kycStatus } = await ownShareholder(db, userId, body.user_id);
    requirePending(kycStatus);
    await db.transaction(async (tx) => {
      await tx.delete(kycRecords).where(eq(kycRecords.userId, user.id));
      await tx.delete(users).where(eq(users.id, user.id));
    });
    return done('Shareholder deleted successfully');
  },
);
