import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo, useRef } from 'react';
import { type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button, SelectField, TextField, toast, useCountryOptions } from '@portal/shared';
import { endpoints } from '@portal/shared/contract';
import { NO_COUNTRIES, useCountries } from '../../../lib/api/find-all-countries';
import { useStatesOfCountry } from '../../../lib/api/get-states-from-country';
import styles from '../../../lib/account.module.css';
import type { EditProfile } from '../../../lib/contract-types';
import { ImageFileField } from '../../../lib/image-file-field';
import { ReadOnlyField } from '../../../lib/read-only-field';
import { reloadSoon } from '../../../lib/reload-soon';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useUpdateUserProfile } from '../api/update-user-profile';
import {
  PROFILE_LANG_ID,
  editProfileDefaults,
  editProfileSchemaFor,
  type EditProfileInput,
  type EditProfileValues,
} from '../rules/edit-profile-schema';

type ProfileForm = UseFormReturn<EditProfileInput, unknown, EditProfileValues>;

/** The form, and the states of the chosen country (a state is needed only where the country has a list). */
const useProfileForm = (profile: EditProfile) => {
  // The state is required only when the chosen country has a state list: each validation takes the schema for
  // the country chosen now, so an empty form still lists "Select state" with the other messages (spec 03 §5).
  const hasStatesRef = useRef(true);
  const resolver: Resolver<EditProfileInput, unknown, EditProfileValues> = (values, context, options) =>
    valibotResolver(editProfileSchemaFor(hasStatesRef.current))(values, context, options);
  const form = useForm<EditProfileInput, unknown, EditProfileValues>({
    resolver,
    defaultValues: editProfileDefaults(profile),
  });
  const country = useWatch({ control: form.control, name: 'country_id' });
  const states = useStatesOfCountry(country);
  // Until the list has arrived the state counts as needed (the select shows, empty).
  const hasStates = !states.data || states.data.length > 0;
  useEffect(() => {
    hasStatesRef.current = hasStates;
  }, [hasStates]);
  const { getValues, setValue } = form;
  useEffect(() => {
    const current = getValues('state_id');
    if (states.data && current && !states.data.some((s) => String(s.id) === current))
      setValue('state_id', '');
  }, [states.data, getValues, setValue]);
  const stateOptions = useMemo(
    () => (states.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    [states.data],
  );
  return { form, hasStates, stateOptions };
};

/** Success: the server message, then profile and header data reload after ~1 s. */
const useProfileSubmit = (form: ProfileForm, hasStates: boolean) => {
  const save = useUpdateUserProfile();
  const submit = form.handleSubmit(async ({ file, ...values }) => {
    try {
      const answer = await save.mutateAsync({
        body: {
          ...values,
          country_id: Number(values.country_id),
          state_id: hasStates ? Number(values.state_id) : undefined,
          lang_id: PROFILE_LANG_ID,
          fileName: file?.name,
        },
        files: { file },
      });
      toast.success(answer.message);
      void reloadSoon(
        endpoints['profile.getEditProfileDetails'],
        endpoints['shell.getUserDetails'],
        endpoints['shell.getUserProfileDetails'],
      );
    } catch (error) {
      toast.fromError(error);
    }
  });
  return { submit, pending: save.isPending };
};

/** /editprofile form (spec 03 §5). Success: the server message, then profile and header data reload after ~1 s. */
export const EditProfileForm = ({ profile }: { profile: EditProfile }) => {
  const { t } = useAccountTranslation();
  const countries = useCountries();
  const { form, hasStates, stateOptions } = useProfileForm(profile);
  const countryOptions = useCountryOptions(countries.data ?? NO_COUNTRIES, (c) => String(c.country_id_pk));
  const zones = useMemo(
    () =>
      (profile.timezones ?? []).map((z) => ({
        value: z.timezonedata ?? String(z.tid),
        label: `(${z.gmtdata ?? ''}) ${z.timezonedata ?? ''}`,
      })),
    [profile.timezones],
  );

  const { submit, pending } = useProfileSubmit(form, hasStates);

  const select = t('common.select');
  return (
    <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate data-edit-profile>
      <div className={styles.grid}>
        <ReadOnlyField label={t('profile.form.customer_id')} value={String(profile.customer_id ?? '')} />
        <ReadOnlyField label={t('profile.form.email_id')} value={profile.email_id ?? ''} />
        <ReadOnlyField
          label={t('profile.form.phone')}
          value={`+${profile.phonecode ?? ''} ${profile.phone_number ?? ''}`}
        />
        <TextField control={form.control} name="first_name" label={t('profile.form.first_name')} />
        <TextField control={form.control} name="last_name" label={t('profile.form.last_name')} />
        <TextField control={form.control} name="dob" label={t('profile.form.dob')} type="date" />
        <TextField control={form.control} name="addressline1" label={t('profile.form.addressline1')} />
        <TextField control={form.control} name="addressline2" label={t('profile.form.addressline2')} />
        <SelectField
          control={form.control}
          name="country_id"
          label={t('profile.form.country_id')}
          options={countryOptions}
          placeholder={select}
        />
        {hasStates ? (
          <SelectField
            control={form.control}
            name="state_id"
            label={t('profile.form.state_id')}
            options={stateOptions}
            placeholder={select}
          />
        ) : null}
        <TextField control={form.control} name="city" label={t('profile.form.city')} />
        <TextField control={form.control} name="zipcode" label={t('profile.form.zipcode')} />
        <SelectField
          control={form.control}
          name="timezone"
          label={t('profile.form.timezone')}
          options={zones}
          placeholder={select}
        />
        <ImageFileField control={form.control} name="file" label={t('profile.form.file')} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" pending={pending}>
          {t('profile.form.save')}
        </Button>
        <Link to="/profile">{t('profile.form.cancel')}</Link>
      </div>
    </form>
  );
};
