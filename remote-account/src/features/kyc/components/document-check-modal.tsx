import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormModal, SelectField, TextField, toast, useCountryOptions } from '@portal/shared';
import { endpoints } from '@portal/shared/contract';
import type { KycRecord } from '../../../lib/contract-types';
import { ImageFileField } from '../../../lib/image-file-field';
import { reloadSoon } from '../../../lib/reload-soon';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useUpdateUserDocuments } from '../api/update-user-documents';
import {
  TITLED_DOCUMENT_TYPE,
  documentCheckSchema,
  emptyDocumentCheck,
  type DocumentCheckInput,
  type DocumentCheckValues,
} from '../rules/document-schemas';

type Props = { open: boolean; onClose: () => void; record: KycRecord };
const NO_COUNTRIES: NonNullable<KycRecord['countries']> = [];

/** The form and its upload: on success the toast, an empty form, the dialog closed and the KYC page reloaded. */
const useDocumentCheck = (record: KycRecord, onClose: () => void) => {
  const send = useUpdateUserDocuments();
  const form = useForm<DocumentCheckInput, unknown, DocumentCheckValues>({
    resolver: valibotResolver(documentCheckSchema),
    defaultValues: emptyDocumentCheck,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await send.mutateAsync({
        body: {
          kyc_id: Number(record.kyc_id),
          document_type_id: Number(values.document_type_id),
          document_type_title:
            values.document_type_id === TITLED_DOCUMENT_TYPE ? values.document_type_title : undefined,
          document_country: Number(values.document_country),
        },
        files: { document_front: values.document_front, document_baack: values.document_baack },
      });
      toast.success(answer.message);
      form.reset(emptyDocumentCheck);
      onClose();
      void reloadSoon(endpoints['kyc.getKycDetails']);
    } catch (error) {
      toast.fromError(error);
    }
  });
  return { form, submit, pending: send.isPending };
};

/** 'New document check': type, country, front and back images, a title for type 3 (spec 03 §5). */
export const DocumentCheckModal = ({ open, onClose, record }: Props) => {
  const { t } = useAccountTranslation();
  const { form, submit, pending } = useDocumentCheck(record, onClose);
  const type = useWatch({ control: form.control, name: 'document_type_id' });
  const types = useMemo(
    () =>
      (record.documenttypes ?? []).map((d) => ({
        value: String(d.document_type_id),
        label: d.document_name,
      })),
    [record.documenttypes],
  );
  const countries = useCountryOptions(record.countries ?? NO_COUNTRIES, (c) => String(c.country_id_pk));

  return (
    <FormModal
      open={open}
      title={t('kyc.check.title')}
      onClose={onClose}
      formId="kyc-document-check"
      submitLabel={t('kyc.check.submit')}
      pending={pending}
    >
      <form id="kyc-document-check" onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          control={form.control}
          name="document_type_id"
          label={t('kyc.check.type')}
          options={types}
          placeholder={t('kyc.select')}
        />
        {type === TITLED_DOCUMENT_TYPE ? (
          <TextField control={form.control} name="document_type_title" label={t('kyc.check.documentTitle')} />
        ) : null}
        <SelectField
          control={form.control}
          name="document_country"
          label={t('kyc.check.country')}
          options={countries}
          placeholder={t('kyc.select')}
        />
        <ImageFileField control={form.control} name="document_front" label={t('kyc.check.front')} />
        <ImageFileField control={form.control} name="document_baack" label={t('kyc.check.back')} />
      </form>
    </FormModal>
  );
};
