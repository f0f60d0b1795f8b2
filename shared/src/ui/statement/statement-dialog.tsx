import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { Button } from '../controls/button';
import { DateRangeFilter } from '../date-range/date-range-filter';
import fieldStyles from '../form/field.module.css';
import { Modal } from '../modal/modal';
import { toast } from '../toast/toast-store';
import { type StatementFormat, type StatementTarget, downloadStatement } from './download-statement';
import { defaultPeriod, periodIssue, type StatementPeriod } from './statement-period';
import styles from './statement.module.css';

export type StatementDialogProps = {
  open: boolean;
  onClose: () => void;
  target: StatementTarget;
  /** Already translated: which account ("EUR wallet", "Card ···· 1234"). */
  accountLabel: string;
};

/** Pick a period, download the statement as PDF or CSV (issue 23). The server enforces the same period rule. */
export const StatementDialog = ({ open, onClose, target, accountLabel }: StatementDialogProps) => {
  const { t, i18n } = useSharedTranslation();
  const [period, setPeriod] = useState<StatementPeriod>(() => defaultPeriod());
  const [format, setFormat] = useState<StatementFormat | null>(null);
  const file = useMutation({
    mutationFn: (chosen: StatementFormat) =>
      downloadStatement(target, period, chosen, i18n.language === 'fr' ? 'fr' : 'en'),
    onError: (failure) => toast.fromError(failure),
  });
  const running = file.isPending;
  const issue = periodIssue(period);
  // A second click while a file is on its way is dropped (one download per click).
  const download = (chosen: StatementFormat) => {
    if (running) return;
    setFormat(chosen);
    file.mutate(chosen);
  };
  return (
    <Modal open={open} onClose={onClose} title={t('statement.title')} dismissible={!running}>
      <p className={styles.account}>{accountLabel}</p>
      <div className={styles.period}>
        <DateRangeFilter
          value={period}
          onChange={setPeriod}
          labels={{ from: t('statement.from'), to: t('statement.to') }}
          labelClassName={fieldStyles.label}
          inputClassName={fieldStyles.input}
        />
      </div>
      {issue ? (
        <p className={fieldStyles.error} role="alert">
          {t(`statement.errors.${issue.key}`)}
        </p>
      ) : null}
      <p className={styles.hint}>{t('statement.hint')}</p>
      <div className={styles.actions}>
        <Button
          disabled={Boolean(issue) || running}
          pending={running && format === 'pdf'}
          onClick={() => download('pdf')}
        >
          {t('statement.downloadPdf')}
        </Button>
        <Button
          variant="secondary"
          disabled={Boolean(issue) || running}
          pending={running && format === 'csv'}
          onClick={() => download('csv')}
        >
          {t('statement.downloadCsv')}
        </Button>
      </div>
    </Modal>
  );
};

/** The "Statement" action of a wallet, IBAN account or card screen, with its dialog. */
export const StatementAction = ({
  target,
  accountLabel,
  className,
}: Omit<StatementDialogProps, 'open' | 'onClose'> & { className?: string }) => {
  const { t } = useSharedTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className={className}
        aria-label={`${t('statement.action')} – ${accountLabel}`}
        data-statement-action={`${target.source}:${target.ref}`}
        onClick={() => setOpen(true)}
      >
        {t('statement.action')}
      </Button>
      {open ? (
        <StatementDialog open onClose={() => setOpen(false)} target={target} accountLabel={accountLabel} />
      ) : null}
    </>
  );
};
