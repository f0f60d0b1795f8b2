import { useState } from 'react';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { toast } from '../toast/toast-store';
import { Button } from '../controls/button';
import type { DataColumn } from './data-column';
import { exportFile } from './export-file';
import type { ExportContext } from './export-meta';

export type TableExportsProps<T> = {
  /** File name (without extension) and PDF title. */
  exportName: string;
  columns: readonly DataColumn<T>[];
  /** Rows to export, read at click time (a promise in server mode: every matching row from the server). */
  getRows: () => readonly T[] | Promise<readonly T[]>;
  /** The account and period the list shows, printed above the rows. */
  exportContext?: ExportContext | undefined;
};

/** Export CSV and Export PDF buttons; pdfmake is imported only inside the PDF click handler. */
export const TableExports = <T,>({ exportName, columns, getRows, exportContext }: TableExportsProps<T>) => {
  const { t } = useSharedTranslation();
  const [pdfPending, setPdfPending] = useState(false);

  const run = async (kind: 'csv' | 'pdf') => {
    try {
      const rows = await getRows();
      await exportFile({ kind, title: exportName, columns, rows, context: exportContext, t });
    } catch {
      toast.error(t('errors.generic'));
    }
  };

  const handlePdf = async () => {
    setPdfPending(true);
    await run('pdf');
    setPdfPending(false);
  };

  return (
    <>
      <Button variant="secondary" onClick={() => void handlePdf()} pending={pdfPending}>
        {t('table.exportPdf')}
      </Button>
      <Button variant="secondary" onClick={() => void run('csv')}>
        {t('table.exportCsv')}
      </Button>
    </>
  );
};
