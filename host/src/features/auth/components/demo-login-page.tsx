import { Banner, Button, errorMessage, useApiMutation, useTranslation } from '@portal/shared';
import { endpoints } from '@portal/shared/contract';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { LoginForm } from './login-form';
import { PublicLayout } from './public-layout';

/** The demo user's own login page: one click into the demo account, or a normal sign-in. */
export const DemoLoginPage = () => {
  const { t } = useTranslation('host');
  const finish = useFinishSignIn();
  const demo = useApiMutation(endpoints['auth.demoLogin'], {
    onSuccess: ({ data }) => finish(data, data.demouser),
  });
  return (
    <PublicLayout title={t('auth.demoTitle')} page="demologin">
      <p>{t('auth.demoText')}</p>
      {demo.error ? <Banner kind="error">{errorMessage(demo.error)}</Banner> : null}
      <Button pending={demo.isPending} onClick={() => demo.mutate({})}>
        {t('auth.demoEnter')}
      </Button>
      <LoginForm />
    </PublicLayout>
  );
};
