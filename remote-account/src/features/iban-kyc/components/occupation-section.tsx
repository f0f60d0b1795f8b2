import { TextField } from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { FormSection } from './form-section';
import type { SectionProps } from './section-props';
import { SourceOfFundsField } from './source-of-funds-field';

export const OccupationSection = ({ control }: SectionProps) => {
  const { t } = useAccountTranslation();
  return (
    <FormSection title={t('ibanKyc.sections.occupation')}>
      <TextField control={control} name="current_occupation" label={t('ibanKyc.fields.current_occupation')} />
      <TextField
        control={control}
        name="employer_business_name"
        label={t('ibanKyc.fields.employer_business_name')}
      />
      <TextField
        control={control}
        name="nature_of_business_activity"
        label={t('ibanKyc.fields.nature_of_business_activity')}
      />
      <SourceOfFundsField control={control} />
      <TextField
        control={control}
        name="monthly_expected_transaction_volume"
        label={t('ibanKyc.fields.monthly_expected_transaction_volume')}
        inputMode="decimal"
      />
      <TextField
        control={control}
        name="estimated_average_transaction_value"
        label={t('ibanKyc.fields.estimated_average_transaction_value')}
        inputMode="decimal"
      />
    </FormSection>
  );
};
