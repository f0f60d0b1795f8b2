import { CopyButton } from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useUserProfileDetails } from '../api/get-user-profile-details';
import { referralLinkOf, showsReferralBox } from './referral-link';
import styles from './referral-link-box.module.css';

/** Dashboard widget: the VIP tier-1 member's referral link with a copy button. For everyone else it stays an
 * empty hidden marker, so the dashboard shows nothing but the remote's presence is still known. */
export const ReferralLinkBox = () => {
  const { t } = useAccountTranslation();
  const profile = useUserProfileDetails();
  if (!showsReferralBox(profile.data))
    return <div data-remote="account" data-widget="ReferralLinkBox" hidden />;
  const link = referralLinkOf(window.location.origin, profile.data?.referal_code ?? '');
  return (
    <section
      className={styles.box}
      data-remote="account"
      data-widget="ReferralLinkBox"
      aria-labelledby="referral-link-title"
    >
      <h2 id="referral-link-title" className={styles.title}>
        {t('referralLink.title')}
      </h2>
      <div className={styles.row}>
        <output className={styles.link} aria-label={t('referralLink.title')}>
          {link}
        </output>
        <CopyButton value={link} />
      </div>
    </section>
  );
};
