import { eq, or } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { timezones, users } from '../../db/schema/index';
import { badRequest } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { discardOnRefusal } from './discard-uploads';
import { profileStateOf, requireCountry } from './kyc-record';

/** Name, birth date, timezone and address; an optional photo (png/jpeg/jpg, checked by the registrar).
 * Customer id, e-mail and phone are read-only; lang_id is always 1 from this form, so it is ignored. */
export const updateUserProfileHandler = defineHandler(endpoints['profile.updateUserProfile'], async (ctx) =>
  discardOnRefusal(ctx, async () => {
    const { db, userId, body, files } = ctx;
    await requireCountry(db, 'country_id', body.country_id);
    const state = await profileStateOf(db, body.country_id, body.state_id);
    // The select sends the zone's name (timezonedata) or its tid; either is accepted, the name is stored.
    const tid = /^\d+$/.test(body.timezone) ? Number(body.timezone) : -1;
    const [zone] = await db
      .select()
      .from(timezones)
      .where(or(eq(timezones.name, body.timezone), eq(timezones.id, tid)));
    if (!zone) throw badRequest('timezone: Select timezone');
    const address = {
      addressline1: body.addressline1,
      addressline2: body.addressline2,
      city: body.city,
      zipcode: body.zipcode,
      country: String(body.country_id),
      state,
    };
    await db
      .update(users)
      .set({
        firstName: body.first_name,
        lastName: body.last_name,
        dob: body.dob.slice(0, 10),
        timezone: zone.name,
        address,
        updatedAt: new Date(),
        ...(files.file ? { imageFile: files.file.storedName } : {}),
      })
      .where(eq(users.id, userId));
    return done('Your profile was updated');
  }),
);
