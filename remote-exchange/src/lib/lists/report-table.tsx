import { useState } from 'react';
import { DataTable, type DataColumn, type DataTableServerMode, type ExportContext } from '@portal/shared';
import { DownloadReport } from './download-report';

/** What a page hands one of its lists: a page of rows, the server's paging and the report's heading. */
export type ReportListProps<T> = {
  rows: readonly T[];
  server?: DataTableServerMode<T> | undefined;
  loading: boolean;
  /** The account (or coin) and period the filters chose. */
  exportContext?: ExportContext | undefined;
};

export type ReportTableProps<T> = {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  /** The server's paging (usePagedList); without it the table pages `rows` itself. */
  server?: DataTableServerMode<T> | undefined;
  loading: boolean;
  /** Already translated: the table's heading and its empty state's title. */
  title: string;
  exportName: string;
  getRowId: (row: T, index: number) => string;
  /** What the report holds when it differs from the table (an action column left out). */
  exportColumns?: readonly DataColumn<T>[];
  /** The account and period the filters chose (the report's heading). */
  exportContext?: ExportContext | undefined;
};

/** A statement table of spec 03 §2: the kit's DataTable with row selection (kept across server pages) and the
 * Download Report menu exporting exactly the selected rows. */
export const ReportTable = <T,>({
  columns,
  rows,
  server,
  loading,
  title,
  exportName,
  getRowId,
  exportColumns,
  exportContext,
}: ReportTableProps<T>) => {
  const [selected, setSelected] = useState<T[]>([]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      server={server}
      title={title}
      emptyTitle={title}
      selectable
      onSelectionChange={setSelected}
      getRowId={getRowId}
      loading={loading}
      actions={
        <DownloadReport
          exportName={exportName}
          columns={exportColumns ?? columns}
          selected={selected}
          exportContext={exportContext}
        />
      }
    />
  );
};
