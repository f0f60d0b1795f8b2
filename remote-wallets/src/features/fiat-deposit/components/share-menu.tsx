import { useState } from 'react';
import { Button, exportPdf, toast, flowFormStyles as styles } from '@portal/shared';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { instructionsText, type InstructionRow } from './bank-instructions';
import { EmailShareForm } from './email-share-form';

/** The kit's PDF export loads pdfmake (~1 MB with its fonts) on the click only. */
const downloadPdf = (title: string, headers: string[], rows: InstructionRow[], fileName: string) =>
  exportPdf(
    title,
    headers,
    rows.map((row) => [row.label, row.value]),
    fileName,
  );

/** Share the bank instructions: e-mail to a typed address, PDF, or the clipboard. */
export const ShareMenu = ({ rows }: { rows: InstructionRow[] }) => {
  const { t } = useWalletsTranslation();
  const [open, setOpen] = useState(false);
  const [emailing, setEmailing] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(instructionsText(rows));
      toast.success(t('fiatDeposit.copied'));
    } catch (failure) {
      toast.fromError(failure);
    }
  };

  const pdf = async () => {
    try {
      await downloadPdf(
        t('fiatDeposit.pdfTitle'),
        [t('fiatDeposit.field'), t('fiatDeposit.value')],
        rows,
        t('fiatDeposit.pdfFileName'),
      );
    } catch (failure) {
      toast.fromError(failure);
    }
  };

  return (
    <div className={styles.form}>
      <div className={styles.menu}>
        <Button variant="secondary" onClick={() => setOpen((was) => !was)}>
          {t('fiatDeposit.share')}
        </Button>
        {open ? (
          <div className={styles.menuItems} role="group" aria-label={t('fiatDeposit.share')}>
            <Button variant="link" onClick={() => setEmailing((was) => !was)}>
              {t('fiatDeposit.shareEmail')}
            </Button>
            <Button variant="link" onClick={() => void pdf()}>
              {t('fiatDeposit.sharePdf')}
            </Button>
            <Button variant="link" onClick={() => void copy()}>
              {t('fiatDeposit.shareCopy')}
            </Button>
          </div>
        ) : null}
      </div>
      {open && emailing ? <EmailShareForm text={instructionsText(rows)} /> : null}
    </div>
  );
};
