import { useWatch } from 'react-hook-form';
import { FileField, SelectField, TextField } from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { DOCUMENT_TYPES, UPLOAD_CONFIRMATIONS } from '../schemas/iban-kyc-schema';
import { FormSection } from './form-section';
import { StoredFileButton } from './stored-file-button';
import type { CountryOptions, SectionProps } from './section-props';

/** The document file field shows only when the upload is confirmed Provided. */
export const DocumentSection = ({
  control,
  countries,
  existingFile,
}: SectionProps & { countries: CountryOptions; existingFile: string | null }) => {
  const { t } = useAccountTranslation();
  const choose = t('ibanKyc.choose');
  const confirmation = useWatch({ control, name: 'document_upload_confirmation' });
  return (
    <FormSection title={t('ibanKyc.sections.document')}>
      <SelectField
        control={control}
        name="document_type"
        label={t('ibanKyc.fields.document_type')}
        placeholder={choose}
        options={DOCUMENT_TYPES.map((d) => ({
          value: d,
          label: t(`ibanKyc.options.documentType.${DOCUMENT_TYPES.indexOf(d)}`),
        }))}
      />
      <TextField control={control} name="document_number" label={t('ibanKyc.fields.document_number')} />
      <SelectField
        control={control}
        name="issuing_country"
        label={t('ibanKyc.fields.issuing_country')}
        placeholder={choose}
        options={countries.byName}
      />
      <TextField control={control} name="expiry_date" label={t('ibanKyc.fields.expiry_date')} type="date" />
      <SelectField
        control={control}
        name="document_upload_confirmation"
        label={t('ibanKyc.fields.document_upload_confirmation')}
        placeholder={choose}
        options={UPLOAD_CONFIRMATIONS.map((c) => ({
          value: c,
          label: t(`ibanKyc.options.confirmation.${c === 'Provided' ? 'provided' : 'notProvided'}`),
        }))}
      />
      {confirmation === 'Provided' ? (
        <div>
          <FileField
            control={control}
            name="document_file"
            label={t('ibanKyc.fields.document_file')}
            existingFileName={existingFile}
          />
          {existingFile ? <StoredFileButton name={existingFile} /> : null}
        </div>
      ) : null}
    </FormSection>
  );
};
