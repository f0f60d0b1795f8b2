import type { Control } from 'react-hook-form';
import type { SelectOption } from '@portal/shared';
import type { IbanKycFormInput } from '../schemas/iban-kyc-values';

export type SectionProps = { control: Control<IbanKycFormInput> };

export type CountryOptions = {
  byName: SelectOption[];
  bySortname: SelectOption[];
  phoneCodes: SelectOption[];
};
