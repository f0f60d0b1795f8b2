import { useMemo } from 'react';
import { DataTable, formatListDate, type DataColumn } from '@portal/shared';
import type { SecurityEvent } from '../../../lib/contract-types';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useSecurityEvents } from '../api/get-security-events';
import { displayIp } from '../rules/login-ip';
import { eventDetail, eventLabel } from '../rules/security-event-text';

/** Security events (issue 22): sign-ins and failures, sign-in method and password changes, new beneficiaries,
 * ended sessions; newest first, paged by the server like the login activity. On a phone each item is titled by
 * the event and the device, dated below (issue 44: a phone showed only the timestamps). */
export const SecurityEventsTable = () => {
  const { t } = useAccountTranslation();
  const { rows, server, loading } = useSecurityEvents();
  const columns = useMemo<DataColumn<SecurityEvent>[]>(
    () => [
      {
        id: 'date',
        header: t('activityLogs.date'),
        value: (r) => formatListDate(r.event_datetime),
        role: 'date',
      },
      {
        id: 'event',
        header: t('activityLogs.security.event'),
        value: (r) => eventLabel(t, r),
        role: 'primary',
      },
      { id: 'detail', header: t('activityLogs.security.detail'), value: (r) => eventDetail(t, r) },
      { id: 'ip', header: t('activityLogs.ip'), value: (r) => displayIp(r.ip) },
      {
        id: 'device',
        header: t('activityLogs.security.device'),
        value: (r) => [r.browser, r.os].filter(Boolean).join(' · '),
        role: 'primary',
      },
    ],
    [t],
  );
  return (
    <DataTable
      title={t('activityLogs.security.title')}
      columns={columns}
      data={rows}
      server={server}
      loading={loading}
      emptyTitle={t('activityLogs.empty')}
      exportName={t('activityLogs.security.exportName')}
      getRowId={(r) => String(r.security_event_pk)}
    />
  );
};
