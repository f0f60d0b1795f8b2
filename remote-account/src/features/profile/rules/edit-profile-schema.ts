import * as v from 'valibot';
import { nameRules } from '@portal/shared/contract';
import type { EditProfile } from '../../../lib/contract-types';
import { imageFileSchema } from '../../../lib/image-file-rules';
import { pastDateSchema } from '../../../lib/past-date';

// Spec 03 §5 "Edit profile": names, a date not after today, address lines, country, state (where the country
// has a state list), city, zip and timezone required; the photo is optional (png/jpeg/jpg); customer id, e-mail and phone are read-only.
const message = (key: string) => `account:profile.form.errors.${key}`;
const required = (key: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message(key)));

const fields = {
  first_name: v.pipe(required('first_name'), ...nameRules('first')),
  last_name: v.pipe(required('last_name'), ...nameRules('last')),
  dob: pastDateSchema(message('dob')),
  addressline1: required('addressline1'),
  addressline2: required('addressline2'),
  country_id: required('country_id'),
  state_id: required('state_id'),
  city: required('city'),
  zipcode: required('zipcode'),
  timezone: required('timezone'),
  file: imageFileSchema(false, ''),
};

/** The state is required only where the chosen country has a state list (docs/decisions: a German address has
 * no state to choose); the server applies the same rule. */
export const editProfileSchemaFor = (countryHasStates: boolean) =>
  v.object({ ...fields, state_id: countryHasStates ? fields.state_id : v.string() });

export const editProfileSchema = editProfileSchemaFor(true);

export type EditProfileInput = v.InferInput<typeof editProfileSchema>;
export type EditProfileValues = v.InferOutput<typeof editProfileSchema>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export const editProfileDefaults = (profile: EditProfile | undefined): EditProfileInput => ({
  first_name: text(profile?.first_name),
  last_name: text(profile?.last_name),
  dob: text(profile?.dob).slice(0, 10),
  addressline1: text(profile?.addressline1),
  addressline2: text(profile?.addressline2),
  country_id: text(profile?.country),
  state_id: text(profile?.state),
  city: text(profile?.city),
  zipcode: text(profile?.zipcode),
  timezone: text(profile?.timezone),
  file: null,
});

/** Spec 03 §5: language id is sent as 1. */
export const PROFILE_LANG_ID = 1;
