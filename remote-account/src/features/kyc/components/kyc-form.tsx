import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button, SelectField, TextField, toast } from '@portal/shared';
import { endpoints } from '@portal/shared/contract';
import type { KycRecord } from '../../../lib/contract-types';
import styles from '../../../lib/account.module.css';
import { phoneCodeOptions } from '../../../lib/phone-code-options';
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

/** Personal and address form (spec 03 §5). A refusal keeps every typed value; success reloads after ~1 s. */
export const KycForm = ({ record, locked }: Props) => {
  const { t } = useAccountTranslation();
  const save = useUpdateUserKyc();
  const form = useForm<KycInput, unknown, KycValues>({
    resolver: valibotResolver(kycSchema),
    defaultValues: kycDefaults(record),
  });
  const taxCountry = useWatch({ control: form.control, name: 'tax_country_id' });
  const states = useStatesOfCountry(taxCountry);
  const countryOptions = useMemo(
    () => (record?.countries ?? []).map((c) => ({ value: String(c.country_id_pk), label: c.name })),
    [record?.countries],
  );
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
  const codes = useMemo(
    () =>
      phoneCodeOptions(
        (record?.countries ?? []).map((c) => ({ name: c.name, phonecode: c.phonecode ?? '' })),
        NEW_KYC_PHONE_CODE,
      ),
    [record?.countries],
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({ body: values });
      toast.success(answer.message);
      void reloadSoon(endpoints['kyc.getKycDetails'], endpoints['shell.getUserDetails']);
    } catch (error) {
      toast.fromError(error);
    }
  });

  const text = (name: keyof KycInput, extra: { type?: string; inputMode?: 'numeric' | 'email' } = {}) => (
    <TextField
      control={form.control}
      name={name}
      label={t(`kyc.fields.${name}`)}
      readOnly={locked}
      {...extra}
    />
  );
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
      <fieldset className={styles.section} disabled={locked}>
        <legend className={styles.legend}>{t('kyc.addressTitle')}</legend>
        <div className={styles.grid}>
          <SelectField
            control={form.control}
            name="country_id"
            label={t('kyc.fields.country_id')}
            options={countryOptions}
            placeholder={select}
          />
          {text('address1')}
          {text('address2')}
          {text('city')}
          {text('region')}
          {text('postalcode')}
        </div>
      </fieldset>
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
