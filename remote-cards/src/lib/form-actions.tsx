// copied from remote-wallets/src/lib/form-actions.tsx (to be moved to the kit)
import { Button } from '@portal/shared';
import { useCardsTranslation } from './use-cards-translation';
import styles from './form-actions.module.css';

/** Cancel + Submit of a modal form; while the request runs, Cancel is disabled and Submit shows pending
 * (a second click cannot submit twice). */
export const FormActions = ({ onCancel, pending }: { onCancel: () => void; pending: boolean }) => {
  const { t } = useCardsTranslation();
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" pending={pending}>
        {t('common.submit')}
      </Button>
    </div>
  );
};
