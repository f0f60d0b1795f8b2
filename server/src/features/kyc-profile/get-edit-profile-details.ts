import { asc } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { timezones } from '../../db/schema/index';
import { loadUser } from '../../domain/users';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { notificationListOf } from './notification-settings';

/** The profile plus address fields, the timezone list and both notification lists. */
export const getEditProfileDetailsHandler = defineHandler(
  endpoints['profile.getEditProfileDetails'],
  async ({ db, userId }) => {
    const user = await loadUser(db, userId);
    const a = user.address;
    const zones = await db.select().from(timezones).orderBy(asc(timezones.id));
    return ok({
      first_name: user.firstName,
      last_name: user.lastName,
      email_id: user.email,
      customer_id: String(user.id),
      dob: user.dob ?? '',
      phonecode: user.countryCode,
      phone_number: user.phoneNumber,
      address: [a.addressline1, a.addressline2, a.city, a.zipcode].filter(Boolean).join(', '),
      timezone: user.timezone ?? '',
      referal_code: user.referalCode,
      vip_user: user.vipUser,
      tier: user.tier,
      account_type: user.accountType,
      email_notification: user.emailNotification,
      image_64: user.imageFile ?? 'default-avatar.svg',
      notification_list: await notificationListOf(db, userId, 'app'),
      email_notification_list: await notificationListOf(db, userId, 'email'),
      addressline1: a.addressline1 ?? '',
      addressline2: a.addressline2 ?? '',
      country: a.country ?? null,
      state: a.state ?? null,
      zipcode: a.zipcode ?? '',
      city: a.city ?? '',
      lang_id: user.lang === 'fr' ? '2' : '1',
      timezones: zones.map((z) => ({ tid: String(z.id), gmtdata: z.gmt, timezonedata: z.name })),
    });
  },
);
