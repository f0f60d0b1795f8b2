import { AccountPage } from '../../../lib/account-page';
import { ActivityLogsTabs } from '../components/activity-logs-tabs';

/** Route page /users-activity-logs (see src/app/routes.ts). */
export const ActivityLogsPage = () => (
  <AccountPage titleKey="usersActivityLogs">
    <ActivityLogsTabs />
  </AccountPage>
);
