import { useState } from 'react';
import {
  Button,
  exportFile,
  toast,
  type DataColumn,
  type ExportContext,
  flowFormStyles as styles,
  useSharedTranslation,
} from '@portal/shared';
import { useExchangeTranslation } from '../use-exchange-translation';

export type DownloadReportProps<T> = {
  exportName: string;
  columns: readonly DataColumn<T>[];
  selected: readonly T[];
  /** The account and period the filters chose, printed above the rows. */
  exportContext?: ExportContext | undefined;
};

/** The page's Download Report menu (CSV, PDF): only the selected rows are exported (spec 03 §2), under the
 * kit's export heading (holder, account, period, generated at); the kit's CSV neutralises cells starting with
 * = + - @. */
export const DownloadReport = <T,>({
  exportName,
  columns,
  selected,
  exportContext,
}: DownloadReportProps<T>) => {
  const { t } = useExchangeTranslation();
  const { t: kit } = useSharedTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const none = selected.length === 0;

  const run = async (kind: 'csv' | 'pdf') => {
    setBusy(true);
    try {
      await exportFile({ kind, title: exportName, columns, rows: selected, context: exportContext, t: kit });
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
