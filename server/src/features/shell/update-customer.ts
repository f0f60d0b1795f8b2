import { eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { users } from '../../db/schema/index';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { ownShareholder, requireCorporate, requirePending } from './shareholders';

/** Names and group only: e-mail, country code and phone are read-only once added (spec 01 §5). */
export const updateCustomerHandler = defineHandler(
  endpoints['shell.updateCustomer'],
  async ({ db, userId, body }) => {
    await requireCorporate(db, userId);
    const { user, kycStatus } = await ownShareholder(db, userId, body.user_id);
    requirePending(kycStatus);
    await db
      .update(users)
      .set({
        firstName: body.customer_name,
        lastName: body.customer_name_2,
        userGroupId: body.usergroup,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    return done('Shareholder updated successfully');
  },
);
