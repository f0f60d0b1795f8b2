import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

/** The kit's components translate through this hook: it binds to the kit's i18next instance explicitly, so
 * a component imported on its own (without the barrel) is still translated and follows setLanguage. */
export const useSharedTranslation = () => useTranslation('shared', { i18n });
