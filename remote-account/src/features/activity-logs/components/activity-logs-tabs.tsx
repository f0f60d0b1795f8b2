import { useState } from 'react';
import { Tabs } from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { ActivityLogsTable } from './activity-logs-table';
import { SecurityEventsTable } from './security-events-table';

type Tab = 'logins' | 'security';

/** /users-activity-logs: the login activity (spec 03 §2) and, beside it, the security events (issue 22). */
export const ActivityLogsTabs = () => {
  const { t } = useAccountTranslation();
  const [tab, setTab] = useState<Tab>('logins');
  const tabs = [
    { key: 'logins' as const, label: t('activityLogs.title') },
    { key: 'security' as const, label: t('activityLogs.security.title') },
  ];
  return (
    <Tabs tabs={tabs} active={tab} onChange={setTab}>
      {tab === 'logins' ? <ActivityLogsTable /> : <SecurityEventsTable />}
    </Tabs>
  );
};
