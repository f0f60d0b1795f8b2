import { useLocation } from 'react-router-dom';
import { PHYSICAL_PRODUCT_ID } from '../rules/request-schemas';
import { useCardProducts } from '../api/get-cards';

/** The product picked on /request-card travels in the navigation state; a direct load of the form falls back
 * to the physical product ('1') or the first other product. */
export const useProductId = (kind: 'physical' | 'virtual'): string | undefined => {
  const state = useLocation().state as { cardid?: string } | null;
  const products = useCardProducts();
  if (state?.cardid) return state.cardid;
  if (kind === 'physical') return PHYSICAL_PRODUCT_ID;
  return products.data?.find((p) => String(p.cardinfo_id) !== PHYSICAL_PRODUCT_ID)?.cardinfo_id.toString();
};
