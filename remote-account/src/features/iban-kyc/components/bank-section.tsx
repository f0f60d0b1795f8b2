import { FileField, TextField } from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { FormSection } from './form-section';
import { StoredFileButton } from './stored-file-button';
import type { SectionProps } from './section-props';

export const BankSection = ({ control, existingFile }: SectionProps & { existingFile: string | null }) => {
  const { t } = useAccountTranslation();
  return (
    <FormSection title={t('ibanKyc.sections.bank')}>
      <TextField
        control={control}
        name="account_holder_name"
        label={t('ibanKyc.fields.account_holder_name')}
      />
      <TextField control={control} name="bank_name" label={t('ibanKyc.fields.bank_name')} />
      <TextField
        control={control}
        name="iban_account_number"
        label={t('ibanKyc.fields.iban_account_number')}
      />
      <TextField control={control} name="swift_bic" label={t('ibanKyc.fields.swift_bic')} />
      <div>
        <FileField
          control={control}
          name="proof_of_account_ownership"
          label={t('ibanKyc.fields.proof_of_account_ownership')}
          existingFileName={existingFile}
        />
        {existingFile ? <StoredFileButton name={existingFile} /> : null}
      </div>
      <p>{t('ibanKyc.proofHint')}</p>
    </FormSection>
  );
};
