import { useEffect, useState } from 'react';
import { Banner, Button, bus } from '@portal/shared';
import { useUserDetails } from '../../../lib/api/get-user-details';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { IBAN_KYC_PROMPT_DELAY_MS, needsIbanKycPrompt } from '../rules/kyc-prompt';

/** After 5 s, invites the user to apply for an IBAN; the host opens remote-account's IBAN form on the bus event. */
export const IbanKycPrompt = () => {
  const { t } = useWalletsTranslation();
  const user = useUserDetails();
  const wanted = needsIbanKycPrompt(user.data);
  const [shown, setShown] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!wanted) return undefined;
    const timer = setTimeout(() => setShown(true), IBAN_KYC_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  if (!wanted || !shown || dismissed) return null;
  return (
    <div data-iban-kyc-prompt="">
      <Banner kind="info" onClose={() => setDismissed(true)}>
        <span>{t('ibanAccounts.kycPrompt')}</span>{' '}
        <Button onClick={() => bus.emit('ibanKyc:open', undefined)}>{t('ibanAccounts.kycButton')}</Button>
      </Banner>
    </div>
  );
};
