import { useMemo } from 'react';
import { Button, DataTable, StatusBadge, useSharedTranslation, type DataColumn } from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import type { ReferralRow } from './referral-row';

type Props = { rows: readonly ReferralRow[]; loading: boolean; onSend: (rrId: number) => void };

const STATUS_KEYS: Readonly<Record<string, string>> = {
  Approved: 'approved',
  Declined: 'declined',
  Pending: 'pending',
};

/** Full name, e-mail, phone, status, action; only Approved rows offer the mail action. */
export const ReferralTable = ({ rows, loading, onSend }: Props) => {
  const { t } = useAccountTranslation();
  const { t: ts } = useSharedTranslation();
  const columns = useMemo<DataColumn<ReferralRow>[]>(
    () => [
      { id: 'fullname', header: t('referrals.fullName'), value: (r) => r.fullname, role: 'primary' },
      { id: 'email', header: t('referrals.email'), value: (r) => r.email_id },
      { id: 'phone', header: t('referrals.phone'), value: (r) => `+${r.country_code} ${r.phone_number}` },
      {
        id: 'status',
        header: t('referrals.status'),
        value: (r) => r.status,
        role: 'status',
        cell: (r) => (
          <StatusBadge
            status={r.status}
            label={STATUS_KEYS[r.status] ? ts(`status.${STATUS_KEYS[r.status]}`) : r.status}
          />
        ),
      },
      {
        id: 'action',
        header: ts('common.action'),
        exportable: false,
        value: () => '',
        cell: (r) =>
          r.status === 'Approved' ? (
            <Button
              variant="link"
              onClick={() => onSend(r.rr_id)}
              aria-label={t('referrals.sendLinkTo', { name: r.fullname })}
            >
              {t('referrals.sendLink')}
            </Button>
          ) : null,
      },
    ],
    [t, ts, onSend],
  );
  return <DataTable columns={columns} data={rows} loading={loading} getRowId={(r) => String(r.rr_id)} />;
};
