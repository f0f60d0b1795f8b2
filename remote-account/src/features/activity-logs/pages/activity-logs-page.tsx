import { AccountPage } from '../../../lib/account-page';
import { ActivityLogsTable } from '../components/activity-logs-table';

/** Route page /users-activity-logs (see src/app/routes.ts). */
export const ActivityLogsPage = () => (
  <AccountPage titleKey="usersActivityLogs">
    <ActivityLogsTable />
  </AccountPage>
);
