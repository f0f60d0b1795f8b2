import type { ReactNode } from 'react';
import type { DataColumn } from './data-column';
import styles from './data-table.module.css';
import type { ExportContext } from './export-meta';
import { TableExports } from './table-exports';

export type TableToolbarProps<T> = {
  title: ReactNode;
  actions: ReactNode;
  /** Without it (or with nothing to export) there are no export buttons. */
  exportName: string | undefined;
  columns: readonly DataColumn<T>[];
  getRows: () => readonly T[] | Promise<readonly T[]>;
  exportContext?: ExportContext | undefined;
};

/** Title, the list's own actions (filters, buttons) and the export buttons; nothing when all are absent. */
export const TableToolbar = <T,>({
  title,
  actions,
  exportName,
  columns,
  getRows,
  exportContext,
}: TableToolbarProps<T>) =>
  title || actions || exportName ? (
    <div className={styles.toolbar}>
      {title ? <h3 className={styles.title}>{title}</h3> : null}
      {actions}
      {exportName ? (
        <div className={styles.exports}>
          <TableExports
            exportName={exportName}
            columns={columns}
            getRows={getRows}
            exportContext={exportContext}
          />
        </div>
      ) : null}
    </div>
  ) : null;
