import { Banner, Button, Loader, bus, useTranslation } from '@portal/shared';
import { RemoteWidget } from '../../../app/remotes/remote-slot';
import { useUserDetails } from '../../../lib/use-user-details';
import { useIbanKycAutoOpen } from '../hooks/use-iban-kyc-auto-open';
import { dashboardWidgets, opensIbanKycAutomatically } from '../rules/dashboard-rules';
import styles from './dashboard-page.module.css';

/** "Virtual Wallets & Accounts" (spec 01 §2.7), composed from remote widgets: a remote that is down only
 * blanks its own widgets. A loader shows until the user details are known (the header reports a failed load). */
export const DashboardPage = () => {
  const { t } = useTranslation('host');
  const query = useUserDetails();
  const details = query.data;
  const { prompt } = useIbanKycAutoOpen(details ? opensIbanKycAutomatically(details) : false);
  return (
    <section data-page="dashboard" className={styles.dashboard}>
      <h1>{t('shell.dashboardTitle')}</h1>
      {prompt ? (
        <div data-iban-kyc-prompt className={styles.prompt}>
          <Banner kind="info">{t('ibanKyc.prompt')}</Banner>
          <Button variant="secondary" onClick={() => bus.emit('ibanKyc:open')}>{t('ibanKyc.promptAction')}</Button>
        </div>
      ) : null}
      {details
        ? dashboardWidgets(details).map(({ remote, name }) => (
            <div key={name} className={styles.slot} data-widget-slot={name}>
              <RemoteWidget remote={remote} name={name} />
            </div>
          ))
        : query.isError
          ? null
          : <Loader />}
    </section>
  );
};
