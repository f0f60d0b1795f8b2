import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Banner, Loader, useApiQuery, useSession, useTranslation } from '@portal/shared';
import { endpoints } from '@portal/shared/contract';
import { onboardingStore } from '../../../lib/onboarding-store';
import { PublicLayout, publicStyles as styles } from './public-layout';

/** Identity verification step (/sumsub): our server's KYC check instead of the third-party widget; the
 * documents themselves are sent from /verify-your-account. */
export const IdentityPage = () => {
  const { t } = useTranslation('host');
  // The authenticator step is over once the customer is here.
  useEffect(() => {
    onboardingStore.setState({ settingUpTwoFactor: false });
  }, []);
  const signedIn = Boolean(useSession((s) => s.user_jwt));
  const kyc = useApiQuery(endpoints['shell.checkKyc'], undefined, {
    select: (a) => a.data[0]?.kyc_status ?? 'Pending',
    enabled: signedIn,
  });
  return (
    <PublicLayout title={t('auth.identityTitle')} page="sumsub">
      <p>{t('auth.identityText')}</p>
      {kyc.isLoading ? <Loader /> : null}
      {kyc.data ? (
        <Banner kind={kyc.data === 'Approved' ? 'success' : 'info'}>
          {t('auth.identityStatus', {
            status: t(`kyc.${kyc.data === 'Approved' || kyc.data === 'Rejected' ? kyc.data : 'Pending'}`),
          })}
        </Banner>
      ) : null}
      <div className={styles.choices}>
        {signedIn ? (
          <Link className={styles.choice} to="/verify-your-account">
            {t('auth.identityStart')}
          </Link>
        ) : null}
        <Link className={styles.choice} to={signedIn ? '/dashboard' : '/login'}>
          {t(signedIn ? 'auth.identityLater' : 'auth.signIn')}
        </Link>
      </div>
    </PublicLayout>
  );
};
