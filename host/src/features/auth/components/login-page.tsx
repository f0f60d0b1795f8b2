import { useTranslation } from '@portal/shared';
import { LoginForm } from './login-form';
import { PublicLayout } from './public-layout';

export const LoginPage = () => {
  const { t } = useTranslation('host');
  return (
    <PublicLayout title={t('auth.loginTitle')} page="login">
      <LoginForm />
    </PublicLayout>
  );
};
