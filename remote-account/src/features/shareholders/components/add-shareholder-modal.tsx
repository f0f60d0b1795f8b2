import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { FormModal, SelectField, TextField, toast, usePhoneCodeOptions } from '@portal/shared';
import { useCountries } from '../../../lib/api/find-all-countries';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useAddCustomer } from '../api/add-customer';
import {
  addShareholderSchema,
  emptyShareholder,
  type AddShareholderInput,
  type AddShareholderValues,
} from '../schemas/shareholder-schemas';

export type AddShareholderModalProps = { open: boolean; usergroup: number; onClose: () => void };

/** Add a shareholder owning 25% or more; on success the list refreshes and the form clears. */
export const AddShareholderModal = ({ open, usergroup, onClose }: AddShareholderModalProps) => {
  const { t } = useAccountTranslation();
  const countries = useCountries();
  const phoneCodes = usePhoneCodeOptions(countries.data, '1');
  const add = useAddCustomer();
  const form = useForm<AddShareholderInput, unknown, AddShareholderValues>({
    resolver: valibotResolver(addShareholderSchema),
    defaultValues: emptyShareholder,
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await add.mutateAsync({ body: { ...values, usergroup } });
      toast.success(answer.message);
      form.reset(emptyShareholder);
      onClose();
    } catch (error) {
      toast.fromError(error);
    }
  });

  return (
    <FormModal
      open={open}
      title={t('shareholders.addTitle')}
      onClose={onClose}
      formId="add-shareholder"
      submitLabel={t('shareholders.add')}
      pending={add.isPending}
    >
      <form id="add-shareholder" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          control={form.control}
          name="first_name"
          label={t('shareholders.firstName')}
          autoComplete="off"
        />
        <TextField
          control={form.control}
          name="last_name"
          label={t('shareholders.lastName')}
          autoComplete="off"
        />
        <TextField
          control={form.control}
          name="email_id"
          label={t('shareholders.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
        />
        <SelectField
          control={form.control}
          name="country_code"
          label={t('shareholders.countryCode')}
          options={phoneCodes}
        />
        <TextField
          control={form.control}
          name="phone_number"
          label={t('shareholders.phone')}
          inputMode="numeric"
          autoComplete="off"
        />
      </form>
    </FormModal>
  );
};
