import { endpoints } from '../../contract';
import { createCustomer } from '../../domain/users';
import { ApiError } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { takeMessageQuota } from '../../security/message-quota';
import { requireCorporate, sendShareholderInvite } from './shareholders';

export const addCustomerHandler = defineHandler(
  endpoints['shell.addCustomer'],
  async ({ db, userId, body }) => {
    const owner = await requireCorporate(db, userId);
    if (owner.isAddedAllShareHolders === 'Yes')
      throw new ApiError('409', 'All shareholders were already confirmed');
    await takeMessageQuota(db, 'invite', { recipient: body.email_id, sender: String(userId) });
    await db.transaction(async (tx) => {
      const shareholder = await createCustomer(tx, {
        email: body.email_id,
        password: null,
        firstName: body.first_name,
        lastName: body.last_name,
        countryCode: body.country_code,
        phoneNumber: body.phone_number,
        parentUserId: owner.id,
        userGroupId: body.usergroup,
        account: 'Personal',
      });
      await sendShareholderInvite(tx, owner, shareholder);
    });
    return done('Shareholder added successfully');
  },
);
