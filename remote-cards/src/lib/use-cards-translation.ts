import { useTranslation } from '@portal/shared';
import { NAMESPACE } from '../app/namespace';

/** `t` over this remote's namespace: keys are `<feature>.<key>` (feature locale files) or `common.<key>`. */
export const useCardsTranslation = () => useTranslation(NAMESPACE);
