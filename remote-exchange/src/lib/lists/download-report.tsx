import { useState } from 'react';
import {
  Button,
  buildCsv,
  downloadFile,
  exportMatrix,
  exportPdf,
  safeFileName,
  toast,
  type DataColumn,
  flowFormStyles as styles,
} from '@portal/shared';
import { useExchangeTranslation } from '../use-exchange-translation';

export type DownloadReportProps<T> = {
  exportName: string;
  columns: readonly DataColumn<T>[];
  selected: readonly T[];
};

/** The page's Download Report menu (CSV, PDF): only the selected rows are exported (spec 03 §2); the kit's CSV
 * neutralises cells starting with = + - @. */
export const DownloadReport = <T,>({ exportName, columns, selected }: DownloadReportProps<T>) => {
  const { t } = useExchangeTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const fileName = safeFileName(exportName);
  const none = selected.length === 0;

  const run = async (kind: 'csv' | 'pdf') => {
    setBusy(true);
    try {
      const { headers, rows } = exportMatrix(columns, selected);
      if (kind === 'csv')
        downloadFile(
          new Blob([await buildCsv(headers, rows)], { type: 'text/csv;charset=utf-8' }),
          `${fileName}.csv`,
        );
      else await exportPdf(exportName, headers, rows, `${fileName}.pdf`);
    } catch {
      toast.error(t('lists.exportFailed'));
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <div className={styles.menu} data-download-report>
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {t('lists.downloadReport')}
      </Button>
      {open ? (
        <div className={styles.menuItems} role="group" aria-label={t('lists.downloadReport')}>
          <Button variant="secondary" disabled={none} pending={busy} onClick={() => void run('csv')}>
            {t('lists.csv')}
          </Button>
          <Button variant="secondary" disabled={none} pending={busy} onClick={() => void run('pdf')}>
            {t('lists.pdf')}
          </Button>
          {none ? <p className={styles.note}>{t('lists.selectRows')}</p> : null}
        </div>
      ) : null}
    </div>
  );
};
