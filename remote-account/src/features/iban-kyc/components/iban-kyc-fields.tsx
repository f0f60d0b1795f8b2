import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type Resolver } from 'react-hook-form';
import { Button, CheckboxField, toast, useCountryOptions, usePhoneCodeOptions } from '@portal/shared';
import { NO_COUNTRIES, useCountries } from '../../../lib/api/find-all-countries';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useStoreIbanKyc } from '../api/store-iban-kyc';
import { ibanKycSchema, type ExistingFiles, type IbanKycValues } from '../schemas/iban-kyc-schema';
import { formValuesOf, submissionOf, type IbanKycFormInput } from '../schemas/iban-kyc-values';
import { BankSection } from './bank-section';
import { ComplianceSection } from './compliance-section';
import { DocumentSection } from './document-section';
import { OccupationSection } from './occupation-section';
import { PersonalSection } from './personal-section';
import styles from './iban-kyc-form.module.css';

type Props = {
  record: Readonly<Record<string, unknown>> | null | undefined;
  existing: ExistingFiles;
  onDone?: (() => void) | undefined;
};

export const IbanKycFields = ({ record, existing, onDone }: Props) => {
  const { t } = useAccountTranslation();
  const countries = useCountries();
  const store = useStoreIbanKyc();
  // The schema's input types the choices as their options; the form starts with them empty.
  const resolver = valibotResolver(ibanKycSchema(existing)) as unknown as Resolver<
    IbanKycFormInput,
    unknown,
    IbanKycValues
  >;
  const form = useForm<IbanKycFormInput, unknown, IbanKycValues>({
    resolver,
    defaultValues: formValuesOf(record),
  });
  const list = countries.data ?? NO_COUNTRIES;
  // The values stay what the server takes (the English name, the ISO code); only the labels are translated.
  const options = {
    byName: useCountryOptions(list, (c) => c.name),
    bySortname: useCountryOptions(list, (c) => c.sortname),
    phoneCodes: usePhoneCodeOptions(list, '1'),
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await store.mutateAsync(submissionOf(values, existing));
      toast.success(answer.message);
      form.reset(formValuesOf(null));
      onDone?.();
    } catch (error) {
      toast.fromError(error);
    }
  });

  return (
    <form className={styles.fields} onSubmit={(event) => void submit(event)} noValidate>
      <PersonalSection control={form.control} countries={options} />
      <DocumentSection control={form.control} countries={options} existingFile={existing.document} />
      <OccupationSection control={form.control} />
      <BankSection control={form.control} existingFile={existing.proof} />
      <ComplianceSection control={form.control} />
      <CheckboxField control={form.control} name="agree" label={t('ibanKyc.agree')} />
      <div>
        <Button type="submit" pending={store.isPending}>
          {t('ibanKyc.submit')}
        </Button>
      </div>
    </form>
  );
};
