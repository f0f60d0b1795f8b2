import { useState } from 'react';
import { Button, toast } from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { getIbanKycFile } from '../api/get-iban-kyc-file';

/** Opens a stored file in a new tab; the object URL is released once the tab had time to load it. */
export const StoredFileButton = ({ name }: { name: string }) => {
  const { t } = useAccountTranslation();
  const [pending, setPending] = useState(false);
  const open = async () => {
    setPending(true);
    try {
      const url = URL.createObjectURL(await getIbanKycFile(name));
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      toast.fromError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="link"
      pending={pending}
      onClick={() => void open()}
      aria-label={t('ibanKyc.viewFile', { name })}
    >
      {t('ibanKyc.view')}
    </Button>
  );
};
