import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { Banner } from '../toast/banner';
import { Button } from '../controls/button';
import { Modal } from '../modal/modal';
import type { FactorDialogProps } from './factor-modes';
import { passkeyFailureKey, passkeyProof } from './passkey-proof';
import styles from './second-factor.module.css';

/**
 * The passkey mode's dialog: on opening it asks the browser for the passkey (the challenge is the server's, made
 * from the reviewed operation), and hands the answer to the final call. A cancelled prompt or a refused answer
 * stays here with its reason and a button to try again; nothing is submitted without an answer. `target`: a
 * card's CVV reveal instead of the reviewed operation.
 */
export const PasskeyDialog = ({
  open,
  title,
  error,
  onProof,
  onClose,
  target,
}: FactorDialogProps & { target?: { card_id?: string } }) => {
  const { t } = useSharedTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const asked = useRef(false);

  const ask = useCallback(async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const proof = await passkeyProof(target);
      await onProof(proof);
    } catch (failure) {
      const key = passkeyFailureKey(failure);
      setProblem(key ? t(key) : errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }, [onProof, t, target]);

  useEffect(() => {
    if (!open) {
      asked.current = false;
      return;
    }
    if (asked.current) return;
    asked.current = true;
    void ask();
  }, [open, ask]);

  const shown = problem ?? error;
  return (
    <Modal open={open} title={title ?? t('passkey.confirmTitle')} onClose={onClose} dismissible={!busy}>
      <p className={styles.note}>{t(busy ? 'passkey.waiting' : 'passkey.confirmNote')}</p>
      {shown ? <Banner kind="error">{shown}</Banner> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void ask()} pending={busy}>
          {t('passkey.use')}
        </Button>
      </div>
    </Modal>
  );
};
