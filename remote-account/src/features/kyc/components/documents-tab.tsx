import { useMemo, useState } from 'react';
import { Button, DataTable, formatListDate, toast, useCountryName, type DataColumn } from '@portal/shared';
import type { KycRecord } from '../../../lib/contract-types';
import styles from '../../../lib/account.module.css';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { fetchKycPhoto } from '../api/get-kyc-photo';
import { DocumentCheckModal } from './document-check-modal';
import { DocumentUpload } from './document-upload';

type Check = NonNullable<KycRecord['documentdetails']>[number];
type Upload = NonNullable<KycRecord['documentarray']>[number];
const NO_CHECKS: Check[] = [];
const NO_UPLOADS: Upload[] = [];

const openPhoto = (fileName: string) =>
  fetchKycPhoto(fileName).then(
    (blob) => window.open(URL.createObjectURL(blob), '_blank', 'noopener'),
    (error: unknown) => toast.fromError(error),
  );

const ViewButton = ({ file }: { file: string | null | undefined }) => {
  const { t } = useAccountTranslation();
  return file ? (
    <Button variant="link" onClick={() => void openPhoto(file)}>
      {t('kyc.documents.view')}
    </Button>
  ) : null;
};

/** Date, type (with its title), country, front and back of each document check. */
const checkColumns = (
  t: ReturnType<typeof useAccountTranslation>['t'],
  country: (r: Check) => string,
): DataColumn<Check>[] => [
  {
    id: 'date',
    header: t('kyc.documents.date'),
    value: (r) => formatListDate(r.created_datetime),
    role: 'date',
  },
  {
    id: 'type',
    header: t('kyc.documents.type'),
    value: (r) => [r.document_type_name, r.document_type_title].filter(Boolean).join(' — '),
    role: 'primary',
  },
  { id: 'country', header: t('kyc.documents.country'), value: country },
  {
    id: 'front',
    header: t('kyc.documents.front'),
    value: (r) => r.document_front ?? '',
    cell: (r) => <ViewButton file={r.document_front} />,
  },
  {
    id: 'back',
    header: t('kyc.documents.back'),
    value: (r) => r.document_baack ?? '',
    cell: (r) => <ViewButton file={r.document_baack} />,
  },
];

/** Documents tab: uploaded files and document checks; upload and new check only while not Approved. */
export const DocumentsTab = ({ record, locked }: { record: KycRecord; locked: boolean }) => {
  const { t } = useAccountTranslation();
  const [checkOpen, setCheckOpen] = useState(false);
  const kycId = Number(record.kyc_id);
  const uploads = useMemo<DataColumn<Upload>[]>(
    () => [
      {
        id: 'date',
        header: t('kyc.documents.date'),
        value: (r) => formatListDate(r.created_datetime),
        role: 'date',
      },
      {
        id: 'file',
        header: t('kyc.documents.fileName'),
        value: (r) => r.upload_file_name,
        role: 'primary',
        cell: (r) => <ViewButton file={r.upload_file_name} />,
      },
    ],
    [t],
  );
  const nameCountry = useCountryName();
  const checks = useMemo(() => {
    // The server names the country in English; its row in the record carries the code to name it in ours.
    const country = (r: Check) => {
      const row = record.countries?.find((c) => String(c.country_id_pk) === String(r.document_country));
      return row ? nameCountry(row) : (r.document_country_name ?? '');
    };
    return checkColumns(t, country);
  }, [t, nameCountry, record.countries]);

  return (
    <div className={styles.stack} data-kyc-documents>
      {!locked && kycId <= 0 ? <p className={styles.muted}>{t('kyc.documents.submitFirst')}</p> : null}
      {!locked && kycId > 0 ? (
        <>
          <DocumentUpload kycId={kycId} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setCheckOpen(true)}>
              {t('kyc.documents.newCheck')}
            </Button>
          </div>
          <DocumentCheckModal open={checkOpen} onClose={() => setCheckOpen(false)} record={record} />
        </>
      ) : null}
      <DataTable
        title={t('kyc.documents.uploaded')}
        columns={uploads}
        data={record.documentarray ?? NO_UPLOADS}
        emptyTitle={t('kyc.documents.none')}
        getRowId={(r) => String(r.upload_id)}
      />
      <DataTable
        title={t('kyc.documents.checks')}
        columns={checks}
        data={record.documentdetails ?? NO_CHECKS}
        emptyTitle={t('kyc.documents.none')}
      />
    </div>
  );
};
