import { registerApp } from '@portal/shared';
import { appSingletons } from '@portal/shared/app-singletons';
import en from '../locales/en.json';

export const registerHostTranslations = (): void => {
  // French is fetched only when it is the language (bootstrap waits for it before the first render).
  registerApp('host', 'host', { en, fr: () => import('../locales/fr.json') }, appSingletons);
};
