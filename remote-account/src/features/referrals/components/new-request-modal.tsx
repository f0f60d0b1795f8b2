import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { FormModal, SelectField, TextField, toast, usePhoneCodeOptions } from '@portal/shared';
import { useCountries } from '../../../lib/api/find-all-countries';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useCreateReferralRequest } from '../api/referral-request';
import {
  emptyReferral,
  referralSchema,
  type ReferralInput,
  type ReferralValues,
} from '../schemas/referral-schema';
import { showReferralError } from './referral-error';

/** New Request: on code "200" a success banner, the list refreshes, the form closes and clears (spec 01 §4). */
export const NewRequestModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useAccountTranslation();
  const countries = useCountries();
  const phoneCodes = usePhoneCodeOptions(countries.data, '1');
  const create = useCreateReferralRequest();
  const form = useForm<ReferralInput, unknown, ReferralValues>({
    resolver: valibotResolver(referralSchema),
    defaultValues: emptyReferral,
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync({ body: values });
      toast.success(answer.message);
      form.reset(emptyReferral);
      onClose();
    } catch (error) {
      showReferralError(error);
    }
  });

  return (
    <FormModal
      open={open}
      title={t('referrals.newTitle')}
      onClose={onClose}
      formId="new-referral"
      submitLabel={t('referrals.addRequest')}
      pending={create.isPending}
    >
      <form id="new-referral" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          control={form.control}
          name="fullname"
          label={t('referrals.fullName')}
          autoComplete="off"
        />
        <TextField
          control={form.control}
          name="email"
          label={t('referrals.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
        />
        <SelectField
          control={form.control}
          name="country_code"
          label={t('referrals.countryCode')}
          options={phoneCodes}
        />
        <TextField
          control={form.control}
          name="phone"
          label={t('referrals.phone')}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField control={form.control} name="description" label={t('referrals.description')} multiline />
      </form>
    </FormModal>
  );
};
