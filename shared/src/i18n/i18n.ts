import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bus } from '../bus/event-bus';
import sharedEn from '../locales/en.json';
import sharedFr from '../locales/fr.json';
import { sessionStore } from '../session/session-store';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export type AppNamespace = 'shared' | 'host' | 'wallets' | 'cards' | 'exchange' | 'account';
export type TranslationTree = { [key: string]: string | TranslationTree };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

const initialLanguage = (): Language => {
  const stored = sessionStore.getState().language;
  return isLanguage(stored) ? stored : 'en';
};

/** The one i18next instance of the page (shared as a Module Federation singleton). Resources are bundled
 * JSON, so initialisation is synchronous and the first render is already translated. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: ['shared'],
  defaultNS: 'shared',
  fallbackNS: 'shared',
  resources: { en: { shared: sharedEn }, fr: { shared: sharedFr } },
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
  returnNull: false,
});

/** Each app registers its own JSON once at start-up (`addAppTranslations('wallets', { en, fr })`). */
export const addAppTranslations = (namespace: AppNamespace, bundles: Record<Language, TranslationTree>): void => {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, bundles[language], true, true);
  }
};

/** Switches language without a reload, remembers it in the session and tells the other apps. */
export const setLanguage = async (language: Language): Promise<void> => {
  await i18n.changeLanguage(language);
  sessionStore.getState().setLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  bus.emit('language:changed', { language });
};

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

/** For code outside React (API client, toasts): translate a key of the shared namespace or another. */
export const translate = (key: string, options?: Record<string, unknown>): string => i18n.t(key, options ?? {});
