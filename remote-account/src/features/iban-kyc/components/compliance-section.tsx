import { useWatch } from 'react-hook-form';
import { SelectField, TextField, useSharedTranslation } from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { COMPLIANCE } from '../schemas/iban-kyc-schema';
import { FormSection } from './form-section';
import type { SectionProps } from './section-props';

/** PEP, sanctions (UN, EU, OFAC, Canada) and US-person answers; each "Yes" asks for details. */
export const ComplianceSection = ({ control }: SectionProps) => {
  const { t } = useAccountTranslation();
  const { t: ts } = useSharedTranslation();
  const answers = useWatch({ control, name: ['is_pep', 'is_subject_to_sanctions', 'is_us_person'] });
  const yesNo = [
    { value: 'Yes', label: ts('common.yes') },
    { value: 'No', label: ts('common.no') },
  ];
  return (
    <FormSection title={t('ibanKyc.sections.compliance')}>
      {COMPLIANCE.map(({ answer, details }, index) => (
        <div key={answer}>
          <SelectField
            control={control}
            name={answer}
            label={t(`ibanKyc.fields.${answer}`)}
            placeholder={t('ibanKyc.choose')}
            options={yesNo}
          />
          {answers[index] === 'Yes' ? (
            <TextField control={control} name={details} label={t(`ibanKyc.fields.${details}`)} multiline />
          ) : null}
        </div>
      ))}
    </FormSection>
  );
};
