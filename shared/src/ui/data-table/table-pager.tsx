import type { Table } from '@tanstack/react-table';
import { useId } from 'react';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import styles from './data-table.module.css';

export type TablePagerProps<T> = { table: Table<T>; pageSizes: readonly number[] };

/** Rows-per-page choice, range and previous / next page. */
export const TablePager = <T,>({ table, pageSizes }: TablePagerProps<T>) => {
  const { t } = useSharedTranslation();
  const sizeId = useId();
  const { pageIndex, pageSize } = table.getState().pagination;
  // rowCount in server mode (the server's total), else the rows paged in the browser.
  const total = table.getRowCount();
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);

  return (
    <div className={styles.pager}>
      <label htmlFor={sizeId}>{t('table.rowsPerPage')}</label>
      <select
        id={sizeId}
        value={pageSize}
        onChange={(event) => table.setPageSize(Number(event.target.value))}
      >
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <span>{t('table.rangeOf', { from, to, total })}</span>
      <button
        type="button"
        className={styles.pageButton}
        aria-label={t('table.previousPage')}
        onClick={() => table.previousPage()}
        disabled={!table.getCanPreviousPage()}
      >
        ‹
      </button>
      <span>{t('table.pageOf', { page: pageIndex + 1, pages: Math.max(1, table.getPageCount()) })}</span>
      <button
        type="button"
        className={styles.pageButton}
        aria-label={t('table.nextPage')}
        onClick={() => table.nextPage()}
        disabled={!table.getCanNextPage()}
      >
        ›
      </button>
    </div>
  );
};
