import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo } from 'react';
import { type Control, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import {
  Button,
  SelectField,
  TextField,
  toast,
  useCountryOptions,
  usePhoneCodeOptions,
} from '@portal/shared';
import { endpoints } from '@portal/shared/contract';
import type { KycRecord } from '../../../lib/contract-types';
import styles from '../../../lib/account.module.css';
import { reloadSoon } from '../../../lib/reload-soon';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useStatesOfCountry } from '../../../lib/api/get-states-from-country';
import { useUpdateUserKyc } from '../api/update-user-kyc';
import {
  kycDefaults,
  kycSchema,
  NEW_KYC_PHONE_CODE,
  type KycInput,
  type KycValues,
} from '../rules/kyc-schema';

type Props = { record: KycRecord | null; locked: boolean };
const NO_COUNTRIES: NonNullable<KycRecord['countries']> = [];

/** The country, tax state and phone code choices; the tax states follow the chosen tax country. */
const useKycOptions = (record: KycRecord | null, form: UseFormReturn<KycInput, unknown, KycValues>) => {
  const taxCountry = useWatch({ control: form.control, name: 'tax_country_id' });
  const states = useStatesOfCountry(taxCountry);
  const countries = record?.countries ?? NO_COUNTRIES;
  const countryOptions = useCountryOptions(countries, (c) => String(c.country_id_pk));
  const stateOptions = useMemo(
    () => (states.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    [states.data],
  );
  // Cascade: a tax state that does not belong to the newly chosen tax country is cleared.
  const { getValues, setValue } = form;
  useEffect(() => {
    const current = getValues('tax_state_id');
    if (states.data && current && !states.data.some((s) => String(s.id) === current))
      setValue('tax_state_id', '');
  }, [states.data, getValues, setValue]);
  const codes = usePhoneCodeOptions(countries, NEW_KYC_PHONE_CODE);
  return { countryOptions, stateOptions, codes };
};

type Translate = ReturnType<typeof useAccountTranslation>['t'];
type Extra = { type?: string; inputMode?: 'numeric' | 'email' };

/** A text field of the form, labelled from its name and read-only once the KYC is locked. */
const kycText =
  (control: Control<KycInput, unknown, KycValues>, t: Translate, locked: boolean) =>
  (name: keyof KycInput, extra: Extra = {}) => (
    <TextField control={control} name={name} label={t(`kyc.fields.${name}`)} readOnly={locked} {...extra} />
  );

type SectionProps = {
  control: Control<KycInput, unknown, KycValues>;
  locked: boolean;
  countryOptions: { value: string; label: string }[];
};

const AddressSection = ({ control, locked, countryOptions }: SectionProps) => {
  const { t } = useAccountTranslation();
  const text = kycText(control, t, locked);
  return (
    <fieldset className={styles.section} disabled={locked}>
      <legend className={styles.legend}>{t('kyc.addressTitle')}</legend>
      <div className={styles.grid}>
        <SelectField
          control={control}
          name="country_id"
          label={t('kyc.fields.country_id')}
          options={countryOptions}
          placeholder={t('kyc.select')}
        />
        {text('address1')}
        {text('address2')}
        {text('city')}
        {text('region')}
        {text('postalcode')}
      </div>
    </fieldset>
  );
};

/** Personal and address form (spec 03 §5). A refusal keeps every typed value; success reloads after ~1 s. */
export const KycForm = ({ record, locked }: Props) => {
  const { t } = useAccountTranslation();
  const save = useUpdateUserKyc();
  const form = useForm<KycInput, unknown, KycValues>({
    resolver: valibotResolver(kycSchema),
    defaultValues: kycDefaults(record),
  });
  const { countryOptions, stateOptions, codes } = useKycOptions(record, form);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({ body: values });
      toast.success(answer.message);
      void reloadSoon(endpoints['kyc.getKycDetails'], endpoints['shell.getUserDetails']);
    } catch (error) {
      toast.fromError(error);
    }
  });

  const text = kycText(form.control, t, locked);
  const select = t('kyc.select');

  return (
    <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate data-kyc-form>
      <fieldset className={styles.section} disabled={locked}>
        <legend className={styles.legend}>{t('kyc.personalTitle')}</legend>
        <div className={styles.grid}>
          {text('first_name')}
          {text('middle_name')}
          {text('last_name')}
          {text('email', { type: 'email', inputMode: 'email' })}
          <SelectField
            control={form.control}
            name="phonecode"
            label={t('kyc.fields.phonecode')}
            options={codes}
          />
          {text('phone_number', { inputMode: 'numeric' })}
          {text('dob', { type: 'date' })}
          {text('taxssn')}
          <SelectField
            control={form.control}
            name="tax_country_id"
            label={t('kyc.fields.tax_country_id')}
            options={countryOptions}
            placeholder={select}
          />
          <SelectField
            control={form.control}
            name="tax_state_id"
            label={t('kyc.fields.tax_state_id')}
            options={stateOptions}
            placeholder={select}
          />
        </div>
      </fieldset>
      <AddressSection control={form.control} locked={locked} countryOptions={countryOptions} />
      {locked ? null : (
        <div className={styles.actions}>
          <Button type="submit" pending={save.isPending}>
            {t('kyc.update')}
          </Button>
        </div>
      )}
    </form>
  );
};
