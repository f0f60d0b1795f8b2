import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@portal/shared';
import { PublicLayout, publicStyles as styles } from './public-layout';
import { RegistrationForm } from './registration-form';

export const RegisterChoicePage = () => {
  const { t } = useTranslation('host');
  return (
    <PublicLayout title={t('auth.registerTitle')} page="register">
      <div className={styles.choices}>
        <Link className={styles.choice} to="/personal-registration">
          {t('auth.personalChoice')}
        </Link>
        <Link className={styles.choice} to="/choose-shareholder">
          {t('auth.corporateChoice')}
        </Link>
      </div>
      <Link to="/login">{t('auth.haveAccount')}</Link>
    </PublicLayout>
  );
};

/** Corporate sign-up first asks whether the applicant is the only shareholder (25%+ owners are listed later). */
export const ChooseShareholderPage = () => {
  const { t } = useTranslation('host');
  return (
    <PublicLayout title={t('auth.shareholderTitle')} page="choose-shareholder">
      <p>{t('auth.shareholderText')}</p>
      <div className={styles.choices}>
        <Link className={styles.choice} to="/corporate-registration?shareholders=one">
          {t('auth.oneShareholder')}
        </Link>
        <Link className={styles.choice} to="/corporate-registration?shareholders=several">
          {t('auth.severalShareholders')}
        </Link>
      </div>
    </PublicLayout>
  );
};

export const PersonalRegistrationPage = () => {
  const { t } = useTranslation('host');
  return (
    <PublicLayout title={t('auth.personalTitle')} page="personal-registration">
      <RegistrationForm kind="personal" />
      <Link to="/login">{t('auth.haveAccount')}</Link>
    </PublicLayout>
  );
};

export const CorporateRegistrationPage = () => {
  const { t } = useTranslation('host');
  const [search] = useSearchParams();
  return (
    <PublicLayout title={t('auth.corporateTitle')} page="corporate-registration">
      <RegistrationForm kind="corporate" oneShareholder={search.get('shareholders') === 'one'} />
      <Link to="/choose-shareholder">{t('auth.changeShareholders')}</Link>
    </PublicLayout>
  );
};

export const VipRegistrationPage = () => {
  const { t } = useTranslation('host');
  const { referal_code: code = '' } = useParams();
  return (
    <PublicLayout title={t('auth.vipTitle')} page="vip-registration">
      <p>{t('auth.vipText', { code })}</p>
      <RegistrationForm kind="vip" referalCode={code} />
    </PublicLayout>
  );
};
