import { endpoints } from '../../contract';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { takeMessageQuota } from '../../security/message-quota';
import { ownShareholder, requireCorporate, requirePending, sendShareholderInvite } from './shareholders';

export const resendCustomerEmailHandler = defineHandler(
  endpoints['shell.resendCustomerEmail'],
  async ({ db, userId, body }) => {
    const owner = await requireCorporate(db, userId);
    const { user, kycStatus } = await ownShareholder(db, userId, body.user_id);
    requirePending(kycStatus);
    await takeMessageQuota(db, 'invite', { recipient: user.email, sender: String(userId) });
    await sendShareholderInvite(db, owner, user);
    return done('Email sent successfully');
  },
);
