import { useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  CheckboxField,
  SelectField,
  TextField,
  flowFormStyles as styles,
  useCountryOptions,
} from '@portal/shared';
import type { Country, FiatAccount } from '../../../lib/contract-types';
import { accountOption } from '../../../lib/account-option';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import type { WireFormInput } from '../rules/wire-schema';

type WireFieldsProps = {
  form: UseFormReturn<WireFormInput>;
  accounts: readonly FiatAccount[];
  countries: readonly Country[];
  /** A picked template hides the save option. */
  templatePicked: boolean;
};

export const WireFields = ({ form, accounts, countries, templatePicked }: WireFieldsProps) => {
  const { t } = useWalletsTranslation();
  const { control } = form;
  const saving = useWatch({ control, name: 'checkboxval' });
  const accountOptions = useMemo(() => accounts.map(accountOption), [accounts]);
  const countryOptions = useCountryOptions(countries, (c) => String(c.country_id_pk));
  return (
    <div className={styles.grid}>
      <SelectField
        control={control}
        name="account"
        label={t('outgoingWire.fromAccount')}
        options={accountOptions}
        placeholder={t('outgoingWire.selectAccount')}
      />
      <TextField control={control} name="currancy" label={t('outgoingWire.currency')} readOnly />
      <TextField control={control} name="swiftcode" label={t('outgoingWire.swiftCode')} />
      <TextField control={control} name="accountname" label={t('outgoingWire.bankName')} />
      <TextField control={control} name="address" label={t('outgoingWire.bankAddress')} />
      <SelectField
        control={control}
        name="country"
        label={t('outgoingWire.country')}
        options={countryOptions}
        placeholder={t('outgoingWire.countryPlaceholder')}
      />
      <TextField control={control} name="abatitle" label={t('outgoingWire.routingNumber')} />
      <TextField control={control} name="accountnumber" label={t('outgoingWire.accountNumber')} />
      <TextField control={control} name="customer_name" label={t('outgoingWire.customerName')} />
      <TextField control={control} name="customer_address" label={t('outgoingWire.customerAddress')} />
      <TextField
        control={control}
        name="amount"
        label={t('outgoingWire.amount')}
        placeholder={t('outgoingWire.amountPlaceholder')}
        inputMode="decimal"
      />
      {templatePicked ? null : (
        <div>
          <CheckboxField control={control} name="checkboxval" label={t('outgoingWire.saveBeneficiary')} />
          {saving ? (
            <TextField control={control} name="templatename" label={t('outgoingWire.templateName')} />
          ) : null}
        </div>
      )}
    </div>
  );
};
