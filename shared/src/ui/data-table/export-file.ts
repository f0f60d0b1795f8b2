import type { Translate } from '../../i18n/translate';
import { buildCsv } from './csv-export';
import { exportMatrix, type DataColumn } from './data-column';
import { downloadFile, safeFileName } from './download-file';
import { csvMatrix } from './export-matrix';
import { type ExportContext, exportMeta } from './export-meta';

export type ExportFileOptions<T> = {
  kind: 'csv' | 'pdf';
  /** The spec's export name: file name and PDF title. */
  title: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  context?: ExportContext | undefined;
  t: Translate;
};

/** One list export, as a bank would issue it: holder, account, period and generated-at above the rows; in the
 * CSV amounts as numbers beside a currency column, in the PDF as the screen shows them, with "Page x of N".
 * pdfmake is imported only here, on a PDF click. */
export const exportFile = async <T>({ kind, title, columns, rows, context, t }: ExportFileOptions<T>) => {
  const meta = await exportMeta(context ?? {}, t);
  const fileName = safeFileName(title);
  if (kind === 'csv') {
    const csv = csvMatrix(columns, rows, t('table.export.currency'));
    const text = await buildCsv(csv.headers, csv.rows, meta);
    downloadFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
    return;
  }
  const { headers, rows: cells } = exportMatrix(columns, rows);
  const { exportPdf } = await import('./pdf-export');
  await exportPdf(title, headers, cells, `${fileName}.pdf`, {
    meta,
    pageLabel: (page, pages) => t('table.pageOf', { page: String(page), pages: String(pages) }),
  });
};
