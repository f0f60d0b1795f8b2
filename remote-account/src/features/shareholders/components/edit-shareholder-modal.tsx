import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { FormModal, TextField, toast, useSharedTranslation } from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useUpdateCustomer } from '../api/update-customer';
import { editShareholderSchema, type EditShareholderValues } from '../schemas/shareholder-schemas';
import type { Shareholder } from './shareholder-type';

export type EditShareholderModalProps = { shareholder: Shareholder; usergroup: number; onClose: () => void };

/** Edit the names of a Pending shareholder; e-mail, country code and phone are shown read-only. */
export const EditShareholderModal = ({ shareholder, usergroup, onClose }: EditShareholderModalProps) => {
  const { t } = useAccountTranslation();
  const { t: ts } = useSharedTranslation();
  const update = useUpdateCustomer();
  const form = useForm<EditShareholderValues>({
    resolver: valibotResolver(editShareholderSchema),
    defaultValues: { first_name: shareholder.first_name, last_name: shareholder.last_name },
  });
  const readOnly = useForm({
    defaultValues: {
      email_id: shareholder.email_id,
      country_code: `+${shareholder.country_code}`,
      phone_number: shareholder.phone_number,
    },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync({
        body: {
          user_id: shareholder.user_id_pk,
          customer_name: values.first_name,
          customer_name_2: values.last_name,
          customer_broker: shareholder.broker_id ?? undefined,
          usergroup: Number(shareholder.user_group_id ?? usergroup) || usergroup,
        },
      });
      toast.success(answer.message);
      onClose();
    } catch (error) {
      toast.fromError(error);
    }
  });

  return (
    <FormModal
      open
      title={t('shareholders.editTitle')}
      onClose={onClose}
      formId="edit-shareholder"
      submitLabel={ts('common.save')}
      pending={update.isPending}
    >
      <form id="edit-shareholder" onSubmit={(event) => void submit(event)} noValidate>
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
        <TextField control={readOnly.control} name="email_id" label={t('shareholders.email')} readOnly />
        <TextField
          control={readOnly.control}
          name="country_code"
          label={t('shareholders.countryCode')}
          readOnly
        />
        <TextField control={readOnly.control} name="phone_number" label={t('shareholders.phone')} readOnly />
      </form>
    </FormModal>
  );
};
