import { useMemo } from 'react';
import { DataTable, formatListDate, type DataColumn } from '@portal/shared';
import type { LoginLog } from '../../../lib/contract-types';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useUserLoginLogs } from '../api/get-user-login-logs';
import { displayIp } from '../rules/login-ip';

/** Date/time, IP, browser, OS; 5/10/15 rows; PDF and CSV named Activity_Logs (spec 03 §2). A failed load
 * just stops the loader (list failures, §8). */
export const ActivityLogsTable = () => {
  const { t } = useAccountTranslation();
  const { rows, server, loading } = useUserLoginLogs();
  const columns = useMemo<DataColumn<LoginLog>[]>(
    () => [
      {
        id: 'date',
        header: t('activityLogs.date'),
        value: (r) => formatListDate(r.login_datetime),
        role: 'date',
      },
      { id: 'ip', header: t('activityLogs.ip'), value: (r) => displayIp(r.login_log_ip), role: 'primary' },
      {
        id: 'browser',
        header: t('activityLogs.browser'),
        value: (r) => r.login_browser ?? '',
        role: 'primary',
      },
      { id: 'os', header: t('activityLogs.os'), value: (r) => r.login_os ?? '' },
    ],
    [t],
  );
  return (
    <DataTable
      title={t('activityLogs.title')}
      columns={columns}
      data={rows}
      server={server}
      loading={loading}
      emptyTitle={t('activityLogs.empty')}
      exportName={t('activityLogs.exportName')}
      getRowId={(r) => String(r.login_log_pk)}
    />
  );
};
