import { endpoints } from '../../contract';
import { loadUser } from '../../domain/users';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

export const getUserProfileDetailsHandler = defineHandler(
  endpoints['shell.getUserProfileDetails'],
  async ({ db, userId }) => {
    const user = await loadUser(db, userId);
    return ok(
      {
        referal_code: user.referalCode,
        vip_user: user.vipUser as 'Yes' | 'No',
        tier: user.tier,
        first_name: user.firstName,
        last_name: user.lastName,
        email_id: user.email,
        customer_id: user.id,
        dob: user.dob ?? '',
        phonecode: user.countryCode,
        phone_number: user.phoneNumber,
        account_type: user.accountType,
        email_notification: user.emailNotification,
        image_64: user.imageFile ?? 'default-avatar.svg',
        timezone: user.timezone ?? '',
      },
      'Success',
    );
  },
);
