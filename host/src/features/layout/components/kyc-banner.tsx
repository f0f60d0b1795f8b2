import { useLocation } from 'react-router-dom';
import { Icon, LinkButton, useTranslation } from '@portal/shared';
import { isKycApproved, type AccessUser } from '../../../lib/access-user';
import { lockedPageOf } from '../../../lib/locked-page';
import { lockedAreas, lockedLabelOf, menuFor } from '../menu-items';
import styles from './kyc-banner.module.css';

const VERIFY_PATH = '/verify-your-account';

/** "Accounts, Card and Transactions" in the portal's language. */
const listOf = (words: string[], language: string): string =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(words);

/** On every signed-in page while the KYC status is not Approved (decision 147): what is pending or was refused,
 * what is locked meanwhile (the menu's entries holding a lock), and the way to Verify Your Account. There, it
 * names the page the customer was sent from instead of the link. */
export const KycBanner = ({ user }: { user: AccessUser | undefined }) => {
  const { t, i18n } = useTranslation('host');
  const { pathname, state } = useLocation();
  if (!user || !user.is_access_dashboard || isKycApproved(user)) return null;
  const items = menuFor(user);
  const areas = lockedAreas(items).map((key) => t(key));
  const rejected = user.kyc_status === 'Rejected';
  const onVerifyPage = pathname === VERIFY_PATH;
  const page = onVerifyPage ? lockedLabelOf(items, lockedPageOf(state)) : undefined;
  return (
    <section
      className={rejected ? `${styles.banner} ${styles.rejected}` : styles.banner}
      aria-labelledby="kyc-banner-title"
      data-kyc-banner={rejected ? 'rejected' : 'pending'}
    >
      <Icon name={rejected ? 'info' : 'shield'} size={22} className={styles.icon} />
      <div className={styles.text}>
        {/* Not a heading: it comes before the page's own h1. */}
        <p id="kyc-banner-title" className={styles.title}>
          {t(rejected ? 'kycBanner.rejectedTitle' : 'kycBanner.pendingTitle')}
        </p>
        <p className={styles.body}>
          {page ? <span data-kyc-locked-page>{t('kycBanner.lockedPage', { page: t(page) })} </span> : null}
          {areas.length > 0
            ? t(rejected ? 'kycBanner.rejectedLocked' : 'kycBanner.locked', {
                areas: listOf(areas, i18n.language),
                count: areas.length,
              })
            : null}
          {onVerifyPage ? ` ${t(rejected ? 'kycBanner.fixBelow' : 'kycBanner.completeBelow')}` : null}
        </p>
      </div>
      {onVerifyPage ? null : (
        <LinkButton to={VERIFY_PATH} className={styles.action} data-kyc-banner-link="">
          {t('kycBanner.action')}
          <Icon name="arrowRight" size={16} />
        </LinkButton>
      )}
    </section>
  );
};
