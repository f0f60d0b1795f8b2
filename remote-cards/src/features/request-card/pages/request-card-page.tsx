import { useNavigate } from 'react-router-dom';
import { Button, Loader } from '@portal/shared';
import { CardsPage } from '../../../lib/cards-page';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { useCardProducts } from '../api/get-cards';
import { ProductSummary } from '../components/product-summary';
import styles from '../components/request-card.module.css';
import { requestRouteOf } from '../rules/request-schemas';

/** /request-card: the products; 'Select Card' opens the physical or virtual form with the product id. */
export const RequestCardPage = () => {
  const { t } = useCardsTranslation();
  const navigate = useNavigate();
  const products = useCardProducts();
  return (
    <CardsPage titleKey="requestCard">
      {products.isPending ? <Loader variant="block" /> : null}
      {products.data && !products.data.length ? <p>{t('requestCard.noProducts')}</p> : null}
      <div className={styles.products}>
        {(products.data ?? []).map((product) => {
          const id = String(product.cardinfo_id);
          return (
            <article key={id} className={styles.product} data-product={id}>
              <ProductSummary product={product} />
              <Button onClick={() => void navigate(requestRouteOf(id), { state: { cardid: id } })}>
                {t('requestCard.selectCard')}
              </Button>
            </article>
          );
        })}
      </div>
    </CardsPage>
  );
};
