import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthenticatorSetupForm, Banner, Loader } from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useUserDetails } from '../../../lib/api/get-user-details';
import styles from './profile.module.css';

/** Only a path of this portal: `return` comes from the address bar. */
const safeReturn = (value: string | null): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : null;

/** /profile?tab=authenticator: the app the CVV reveal and sign-in ask for (issue 44: a customer who skipped it at
 * sign-up had no way to add it). With `return` (the card screen's link) the customer goes back once it is on. */
export const AuthenticatorSettings = () => {
  const { t } = useAccountTranslation();
  const details = useUserDetails();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = safeReturn(params.get('return'));
  if (details.isPending) return <Loader />;
  if (details.data?.authenticator === 'Yes')
    return <Banner kind="success">{t('profile.authenticator.on')}</Banner>;
  return (
    <section className={styles.authenticator} aria-labelledby="authenticator-title">
      <h2 id="authenticator-title">{t('profile.authenticator.title')}</h2>
      <p>{t('profile.authenticator.why')}</p>
      <AuthenticatorSetupForm
        onEnabled={() => {
          if (back) void navigate(back);
        }}
      />
    </section>
  );
};
