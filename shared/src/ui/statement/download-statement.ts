import { apiBlob } from '../../api/api-call';
import { endpoints, type StatementSource } from '../../contract';
import { downloadFile } from '../data-table/download-file';
import type { StatementPeriod } from './statement-period';

export type StatementTarget = { source: StatementSource; ref: string };
export type StatementFormat = 'pdf' | 'csv';

/** Fetches the statement file (written and streamed by the server from the ledger) and saves it. */
export const downloadStatement = async (
  target: StatementTarget,
  period: StatementPeriod,
  format: StatementFormat,
  lang: 'en' | 'fr',
): Promise<void> => {
  const blob = await apiBlob(endpoints['statements.downloadStatement'], {
    params: target,
    query: { ...period, format, lang },
  });
  downloadFile(blob, `statement-${target.source}-${period.from}-${period.to}.${format}`);
};
