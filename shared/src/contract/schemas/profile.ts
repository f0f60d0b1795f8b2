import * as v from 'valibot';
import { timezoneSchema } from './geo';
import { numberLike, optId, optList, optText } from './wire';

export const notificationSettingSchema = v.looseObject({
  notification_type: v.string(),
  /** 'Enable' | 'Disable'. */
  notification_status: v.string(),
});
export type NotificationSetting = v.InferOutput<typeof notificationSettingSchema>;

/** Profile (profile/getUserProfileDetails; the call itself is defined in shell.ts). The two notification
 * lists are named by design: notification_list (in-app) and email_notification_list. */
export const profileSchema = v.looseObject({
  first_name: optText,
  last_name: optText,
  email_id: optText,
  customer_id: optText,
  dob: optText,
  phonecode: optText,
  phone_number: optText,
  address: optText,
  timezone: optText,
  referal_code: optText,
  /** 'Yes' | 'No'. */
  vip_user: optText,
  tier: v.nullish(numberLike),
  account_type: optText,
  /** 'Enable' | 'Disable'. */
  email_notification: optText,
  image_64: optText,
  notification_list: optList(notificationSettingSchema),
  email_notification_list: optList(notificationSettingSchema),
});
export type Profile = v.InferOutput<typeof profileSchema>;

/** Edit-profile data: the profile plus the address fields and the timezone list (`timezones`, by design). */
export const editProfileSchema = v.looseObject({
  ...profileSchema.entries,
  addressline1: optText,
  addressline2: optText,
  country: optId,
  state: optId,
  zipcode: optText,
  city: optText,
  lang_id: optText,
  timezones: optList(timezoneSchema),
});
export type EditProfile = v.InferOutput<typeof editProfileSchema>;
