import { useMemo } from 'react';
import {
  Button,
  DataTable,
  StatusBadge,
  toKycDisplay,
  useSharedTranslation,
  type DataColumn,
} from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import type { Shareholder } from './shareholder-type';
import styles from './share-holders.module.css';

export type ShareholderAction = 'edit' | 'resend' | 'delete';

export type ShareholdersTableProps = {
  rows: readonly Shareholder[];
  loading: boolean;
  onAction: (action: ShareholderAction, row: Shareholder) => void;
};

const PAGE_SIZES = [25, 50, 100] as const;

/** Name, Email, Phone Number, KYC Status, Action; Edit / Resend Email / Delete only while KYC is Pending. */
export const ShareholdersTable = ({ rows, loading, onAction }: ShareholdersTableProps) => {
  const { t } = useAccountTranslation();
  const { t: ts } = useSharedTranslation();
  const columns = useMemo<DataColumn<Shareholder>[]>(
    () => [
      {
        id: 'name',
        header: t('shareholders.name'),
        value: (r) => `${r.first_name} ${r.last_name}`,
        role: 'primary',
      },
      { id: 'email', header: t('shareholders.email'), value: (r) => r.email_id },
      { id: 'phone', header: t('shareholders.phone'), value: (r) => `+${r.country_code} ${r.phone_number}` },
      {
        id: 'kyc',
        header: t('shareholders.kycStatus'),
        value: (r) => toKycDisplay(r.user_kyc_kyc_api_status),
        role: 'status',
        cell: (r) => {
          const kyc = toKycDisplay(r.user_kyc_kyc_api_status);
          return <StatusBadge status={kyc} label={ts(`status.${kyc.toLowerCase()}`)} />;
        },
      },
      {
        id: 'action',
        header: ts('common.action'),
        exportable: false,
        value: () => '',
        cell: (r) =>
          toKycDisplay(r.user_kyc_kyc_api_status) === 'Pending' ? (
            <span className={styles.rowActions}>
              <Button variant="link" onClick={() => onAction('edit', r)}>
                {t('shareholders.edit')}
              </Button>
              <Button variant="link" onClick={() => onAction('resend', r)}>
                {t('shareholders.resend')}
              </Button>
              <Button variant="link" onClick={() => onAction('delete', r)}>
                {t('shareholders.delete')}
              </Button>
            </span>
          ) : null,
      },
    ],
    [t, ts, onAction],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      loading={loading}
      pageSizes={PAGE_SIZES}
      getRowId={(r) => String(r.user_id_pk)}
    />
  );
};
