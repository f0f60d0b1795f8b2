import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, toast } from '@portal/shared';
import { endpoints } from '@portal/shared/contract';
import styles from '../../../lib/account.module.css';
import { ImageFileField } from '../../../lib/image-file-field';
import { reloadSoon } from '../../../lib/reload-soon';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useUpdateDoc } from '../api/update-doc';
import { uploadSchema, type UploadInput, type UploadValues } from '../rules/document-schemas';

/** One document image for the open KYC record (kyc/updateDoc). */
export const DocumentUpload = ({ kycId }: { kycId: number }) => {
  const { t } = useAccountTranslation();
  const upload = useUpdateDoc();
  // A new key empties the native file input after a successful upload.
  const [round, setRound] = useState(0);
  const form = useForm<UploadInput, unknown, UploadValues>({
    resolver: valibotResolver(uploadSchema),
    defaultValues: { file: null },
  });

  const submit = form.handleSubmit(async ({ file }) => {
    try {
      const answer = await upload.mutateAsync({
        body: { kyc_id: kycId, fileName: file?.name },
        files: { file },
      });
      toast.success(answer.message);
      form.reset({ file: null });
      setRound((n) => n + 1);
      void reloadSoon(endpoints['kyc.getKycDetails']);
    } catch (error) {
      toast.fromError(error);
    }
  });

  return (
    <form className={styles.section} onSubmit={(event) => void submit(event)} noValidate data-kyc-upload>
      <h3>{t('kyc.documents.uploadTitle')}</h3>
      <ImageFileField key={round} control={form.control} name="file" label={t('kyc.documents.file')} />
      <div className={styles.actions}>
        <Button type="submit" pending={upload.isPending}>
          {t('kyc.documents.upload')}
        </Button>
      </div>
    </form>
  );
};
