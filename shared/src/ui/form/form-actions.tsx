import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { Button } from '../controls/button';
import styles from './form-actions.module.css';

/** Cancel + Submit of a modal form; while the request runs, Cancel is disabled and Submit shows pending
 * (a second click cannot submit twice). */
export const FormActions = ({ onCancel, pending }: { onCancel: () => void; pending: boolean }) => {
  const { t } = useSharedTranslation();
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
