import { Link } from 'react-router-dom';
import { Button, flowFormStyles as styles } from '@portal/shared';
import { useCardsTranslation } from '../../../lib/use-cards-translation';

/** Cancel goes back to /request-card; Submit is pending while the request runs. */
export const RequestActions = ({ pending }: { pending: boolean }) => {
  const { t } = useCardsTranslation();
  return (
    <div className={styles.actions}>
      <Link to="/request-card">{t('common.cancel')}</Link>
      <Button type="submit" pending={pending}>
        {t('common.submit')}
      </Button>
    </div>
  );
};
