import { SelectField, TextField } from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { GENDERS } from '../schemas/iban-kyc-schema';
import { FormSection } from './form-section';
import type { CountryOptions, SectionProps } from './section-props';

export const PersonalSection = ({ control, countries }: SectionProps & { countries: CountryOptions }) => {
  const { t } = useAccountTranslation();
  const choose = t('ibanKyc.choose');
  return (
    <FormSection title={t('ibanKyc.sections.personal')}>
      <TextField
        control={control}
        name="full_name"
        label={t('ibanKyc.fields.full_name')}
        autoComplete="name"
      />
      <SelectField
        control={control}
        name="gender"
        label={t('ibanKyc.fields.gender')}
        placeholder={choose}
        options={GENDERS.map((g) => ({ value: g, label: t(`ibanKyc.options.gender.${g}`) }))}
      />
      <TextField
        control={control}
        name="date_of_birth"
        label={t('ibanKyc.fields.date_of_birth')}
        type="date"
      />
      <SelectField
        control={control}
        name="nationality"
        label={t('ibanKyc.fields.nationality')}
        placeholder={choose}
        options={countries.bySortname}
      />
      <TextField
        control={control}
        name="residential_address"
        label={t('ibanKyc.fields.residential_address')}
        autoComplete="street-address"
      />
      <TextField control={control} name="city" label={t('ibanKyc.fields.city')} />
      <TextField control={control} name="state" label={t('ibanKyc.fields.state')} />
      <TextField
        control={control}
        name="zip_code"
        label={t('ibanKyc.fields.zip_code')}
        autoComplete="postal-code"
      />
      <SelectField
        control={control}
        name="country"
        label={t('ibanKyc.fields.country')}
        placeholder={choose}
        options={countries.byName}
      />
      <SelectField
        control={control}
        name="phone_code"
        label={t('ibanKyc.fields.phone_code')}
        placeholder={choose}
        options={countries.phoneCodes}
      />
      <TextField
        control={control}
        name="phone_number"
        label={t('ibanKyc.fields.phone_number')}
        inputMode="tel"
      />
      <TextField
        control={control}
        name="additional_info"
        label={t('ibanKyc.fields.additional_info')}
        multiline
      />
    </FormSection>
  );
};
