import { type ReactNode, useEffect, useState } from 'react';
import { Banner, Button, Modal, type DetailRow, DetailRows, flowFormStyles as styles } from '@portal/shared';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { secondsLeft } from '../rules/quote-rules';

export type QuoteModalProps = {
  title: string;
  rows: readonly DetailRow[];
  /** When the quote stops holding (browser clock); undefined: the server gave no validity. */
  deadline: number | undefined;
  /** Shown after a submit found the quote expired and a new one was fetched. */
  requoted: boolean;
  busy: boolean;
  onSubmit: () => void;
  onRefresh: () => void;
  onClose: () => void;
  children?: ReactNode;
};

/** The details preview of an order: the quote, how long it holds (a countdown), then Submit; once expired only
 * "Get a new price" (a submit would be refused by the server anyway). */
export const QuoteModal = ({
  title,
  rows,
  deadline,
  requoted,
  busy,
  onSubmit,
  onRefresh,
  onClose,
  children,
}: QuoteModalProps) => {
  const { t } = useExchangeTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = deadline === undefined ? undefined : secondsLeft(deadline, now);
  const expired = left === 0;
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          {expired ? (
            <Button onClick={onRefresh} pending={busy}>
              {t('cryptoExchange.preview.refresh')}
            </Button>
          ) : (
            <Button onClick={onSubmit} pending={busy}>
              {t('common.submit')}
            </Button>
          )}
        </>
      }
    >
      <div className={styles.form} data-quote={expired ? 'expired' : 'valid'}>
        {requoted ? <Banner kind="warning">{t('cryptoExchange.preview.requoted')}</Banner> : null}
        <DetailRows rows={rows} />
        {children}
        {left === undefined ? null : (
          <p className={styles.note} role="status">
            {expired
              ? t('cryptoExchange.preview.expired')
              : t('cryptoExchange.preview.holds', { seconds: String(left) })}
          </p>
        )}
      </div>
    </Modal>
  );
};
