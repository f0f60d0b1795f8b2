import { useRef } from 'react';
import {
  Banner,
  Button,
  DataTable,
  Loader,
  bus,
  prefetchDashboardData,
  useTranslation,
} from '@portal/shared';
import { remoteModule } from '../../../app/remotes/remote-module-cache';
import { RemoteWidget } from '../../../app/remotes/remote-slot';
import { useUserDetails } from '../../../lib/use-user-details';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { useIbanKycAutoOpen } from '../hooks/use-iban-kyc-auto-open';
import { useSettled } from '../hooks/use-settled';
import { DASHBOARD_REMOTES, dashboardWidgets, opensIbanKycAutomatically } from '../rules/dashboard-rules';
import styles from './dashboard-page.module.css';

// Element Timing's name for the title: the widgets wait until it is on screen (useAfterFirstPaint).
const TITLE_TIMING = 'dashboard-title';

// Once the title is on screen, before the widgets' render: their code, the tables' code and the widgets' first
// calls beside it (their answers arrive while the code does, decision 127). Nothing of theirs is fetched earlier,
// in either build, so none of it competes with the title on a slow link.
const loadWidgets = () => {
  for (const remote of DASHBOARD_REMOTES) void remoteModule(remote, './widgets').catch(() => undefined);
  void DataTable.preload().catch(() => undefined);
  prefetchDashboardData();
};

/** "Virtual Wallets & Accounts" (spec 01 §2.7), composed from remote widgets: a remote that is down only
 * blanks its own widgets. A loader shows until the user details are known (the header reports a failed load)
 * and the widgets have loaded; they then appear together (see useSettled). */
export const DashboardPage = () => {
  const { t } = useTranslation('host');
  const query = useUserDetails();
  const details = query.data;
  const widgetsRef = useRef<HTMLDivElement>(null);
  // The widgets mount in a second render once the shell and the title are on screen, and neither commit is one
  // long task on a slow phone.
  const mountWidgets = useAfterFirstPaint(TITLE_TIMING, loadWidgets);
  const settled = useSettled(widgetsRef, Boolean(details) && mountWidgets);
  // "5 s after the dashboard loads" (spec 01): from this page's mount, whenever its widgets arrive (decision 149).
  const { prompt } = useIbanKycAutoOpen(details ? opensIbanKycAutomatically(details) : false);
  return (
    <section data-page="dashboard" className={styles.dashboard}>
      <h1 elementtiming={TITLE_TIMING}>{t('shell.dashboardTitle')}</h1>
      {prompt ? (
        <div data-iban-kyc-prompt className={styles.prompt}>
          <Banner kind="info">{t('ibanKyc.prompt')}</Banner>
          <Button variant="secondary" onClick={() => bus.emit('ibanKyc:open')}>
            {t('ibanKyc.promptAction')}
          </Button>
        </div>
      ) : null}
      {!settled && !query.isError ? <Loader /> : null}
      {details && mountWidgets ? (
        <div
          ref={widgetsRef}
          className={settled ? styles.widgets : `${styles.widgets} ${styles.settling}`}
          data-settled={settled || undefined}
        >
          {dashboardWidgets(details).map(({ remote, name }) => (
            <div key={name} className={styles.slot} data-widget-slot={name}>
              <RemoteWidget remote={remote} name={name} />
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
};
