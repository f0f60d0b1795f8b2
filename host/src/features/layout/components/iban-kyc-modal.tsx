import { useCallback, useMemo, useState } from 'react';
import { Modal, invalidateEndpoint, useBusEvent, useTranslation } from '@portal/shared';
import { endpoints } from '@portal/shared/contract';
import { RemoteWidget } from '../../../app/remotes/remote-slot';

/** Mounted once in the signed-in layout: opens remote-account's IBAN verification form in a modal whenever an app
 * emits `ibanKyc:open` (the dashboard after 5 s, /iban-account on demand). The form unmounts on close, so a
 * reopened form starts fresh. */
export const IbanKycModal = () => {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState(false);
  useBusEvent('ibanKyc:open', () => {
    setOpen(true);
  });
  const close = useCallback(() => {
    setOpen(false);
  }, []);
  // After a submit iban_form_status changes: refetch it so the dashboard stops asking.
  const props = useMemo(
    () => ({
      onDone: () => {
        setOpen(false);
        void invalidateEndpoint(endpoints['shell.getUserDetails']);
      },
    }),
    [],
  );
  return (
    <Modal open={open} title={t('ibanKyc.title')} onClose={close} size="wide">
      <div data-iban-kyc-modal>
        <RemoteWidget remote="account" name="IbanKycForm" props={props} />
      </div>
    </Modal>
  );
};
