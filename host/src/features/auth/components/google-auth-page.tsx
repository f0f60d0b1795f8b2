import { useNavigate } from 'react-router-dom';
import { AuthenticatorSetupForm, Button, useTranslation } from '@portal/shared';
import { PublicLayout } from './public-layout';

/** Authenticator setup right after signup (the same form as the profile's), then identity verification. */
export const GoogleAuthPage = () => {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  // The onboarding flag is cleared by the identity step: clearing it here re-rendered the guard synchronously,
  // before the router's transition to /sumsub landed, and sent the new customer to the dashboard instead.
  const next = () => {
    void navigate('/sumsub', { replace: true });
  };
  return (
    <PublicLayout title={t('auth.googleTitle')} page="register-google-auth">
      <AuthenticatorSetupForm
        onEnabled={next}
        secondary={
          <Button variant="link" onClick={next}>
            {t('auth.skip')}
          </Button>
        }
      />
    </PublicLayout>
  );
};
