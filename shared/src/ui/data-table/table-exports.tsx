import { useState } from 'react';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { toast } from '../toast/toast-store';
import { Button } from '../controls/button';
import { buildCsv } from './csv-export';
import { exportMatrix, type DataColumn } from './data-column';
import { downloadFile, safeFileName } from './download-file';

export type TableExportsProps<T> = {
  /** File name (without extension) and PDF title. */
  exportName: string;
  columns: readonly DataColumn<T>[];
  /** Rows to export, read at click time (a promise in server mode: every matching row from the server). */
  getRows: () => readonly T[] | Promise<readonly T[]>;
};

/** Export CSV and Export PDF buttons; pdfmake is imported only inside the PDF click handler. */
export const TableExports = <T,>({ exportName, columns, getRows }: TableExportsProps<T>) => {
  const { t } = useSharedTranslation();
  const [pdfPending, setPdfPending] = useState(false);
  const fileName = safeFileName(exportName);

  const handleCsv = async () => {
    try {
      const { headers, rows } = exportMatrix(columns, await getRows());
      downloadFile(
        new Blob([await buildCsv(headers, rows)], { type: 'text/csv;charset=utf-8' }),
        `${fileName}.csv`,
      );
    } catch {
      toast.error(t('errors.generic'));
    }
  };

  const handlePdf = async () => {
    setPdfPending(true);
    try {
      const { headers, rows } = exportMatrix(columns, await getRows());
      const { exportPdf } = await import('./pdf-export');
      await exportPdf(exportName, headers, rows, `${fileName}.pdf`);
    } catch {
      toast.error(t('errors.generic'));
    } finally {
      setPdfPending(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => void handlePdf()} pending={pdfPending}>
        {t('table.exportPdf')}
      </Button>
      <Button variant="secondary" onClick={handleCsv}>
        {t('table.exportCsv')}
      </Button>
    </>
  );
};
