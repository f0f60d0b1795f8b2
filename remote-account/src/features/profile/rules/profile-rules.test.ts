import * as v from 'valibot';
import { todayIso } from '../../../lib/past-date';
import { editProfileDefaults, editProfileSchema, type EditProfileInput } from './edit-profile-schema';
import { emptyPassword, passwordSchema } from './password-schema';

const messagesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
};

describe('change password rules (spec 03 §5)', () => {
  it('requires the three fields with their messages', () => {
    expect(messagesOf(passwordSchema, emptyPassword)).toEqual({
      old_password: ['account:profile.password.errors.old'],
      new_password: ['account:profile.password.errors.new'],
      confirm_password: ['account:profile.password.errors.confirm'],
    });
  });

  it('new and confirm must match', () => {
    expect(
      messagesOf(passwordSchema, {
        old_password: 'a',
        new_password: 'N3wPassword',
        confirm_password: 'Other',
      }),
    ).toEqual({
      confirm_password: ['account:profile.password.errors.match'],
    });
    expect(
      v.safeParse(passwordSchema, { old_password: 'a', new_password: 'N3w', confirm_password: 'N3w' })
        .success,
    ).toBe(true);
    // As the form's resolver runs it (abortPipeEarly on), with the current password still empty.
    const early = v.safeParse(
      passwordSchema,
      { old_password: '', new_password: 'a', confirm_password: 'b' },
      { abortPipeEarly: true },
    );
    expect(early.success ? {} : v.flatten(early.issues).nested).toEqual({
      old_password: ['account:profile.password.errors.old'],
      confirm_password: ['account:profile.password.errors.match'],
    });
  });
});

const valid: EditProfileInput = {
  first_name: 'Eve',
  last_name: 'Tester',
  dob: '1990-01-02',
  addressline1: '1 St',
  addressline2: 'Flat 1',
  country_id: '2',
  state_id: '3',
  city: 'London',
  zipcode: 'N1',
  timezone: 'Europe/London',
  file: null,
};

describe('edit profile rules (spec 03 §5)', () => {
  it('every required field has its message; the photo is optional', () => {
    const empty = { ...Object.fromEntries(Object.keys(valid).map((k) => [k, ''])), file: null };
    const keys = Object.keys(valid).filter((k) => k !== 'file');
    expect(messagesOf(editProfileSchema, empty)).toEqual(
      Object.fromEntries(keys.map((k) => [k, [`account:profile.form.errors.${k}`]])),
    );
    expect(v.safeParse(editProfileSchema, valid).success).toBe(true);
  });

  it('the date may not be after today; the photo must be png/jpeg/jpg', () => {
    const tomorrow = todayIso(new Date(Date.now() + 86_400_000));
    expect(messagesOf(editProfileSchema, { ...valid, dob: tomorrow })).toEqual({
      dob: ['account:profile.form.errors.dob'],
    });
    expect(messagesOf(editProfileSchema, { ...valid, file: new File(['x'], 'me.gif') })).toEqual({
      file: ['account:common.imageTypes'],
    });
    expect(v.safeParse(editProfileSchema, { ...valid, file: new File(['x'], 'me.JPG') }).success).toBe(true);
  });

  it('starts from the stored profile', () => {
    expect(
      editProfileDefaults({
        first_name: 'Eve',
        country: '7',
        state: null,
        dob: '1990-01-02 00:00:00',
      } as never),
    ).toMatchObject({
      first_name: 'Eve',
      country_id: '7',
      state_id: '',
      dob: '1990-01-02',
      file: null,
    });
  });
});
