import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bus } from '../bus/event-bus';
import sharedEn from '../locales/en.json';
import { sessionStore } from '../session/session-store';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export type AppNamespace = 'shared' | 'host' | 'wallets' | 'cards' | 'exchange' | 'account';
export type TranslationTree = { [key: string]: string | TranslationTree };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

// The tab's own choice, else the language of the page the server sent (a prerendered page is in the visitor's
// last choice or the browser's: decision 169), so the first render matches the HTML it hydrates.
const initialLanguage = (): Language => {
  const stored = sessionStore.getState().language;
  if (isLanguage(stored)) return stored;
  const page = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(page) ? page : 'en';
};

/** A language's JSON, or a loader for it (`() => import('./fr.json')`) so it is fetched only when needed. */
export type TranslationBundle =
  TranslationTree | (() => Promise<TranslationTree | { default: TranslationTree }>);
type Loader = Extract<TranslationBundle, () => unknown>;

/** The one i18next instance of the page (shared as a Module Federation singleton). English is bundled, so
 * initialisation is synchronous and the first render is already translated; other languages may arrive
 * later (see loadLanguage) and re-render what is shown (`bindI18nStore: 'added'`). */
export const i18n: I18n = i18next.createInstance();

// <html lang> follows the language (screen readers pronounce French text as French): the kit is evaluated before
// the host's first render, so a reload in French starts with lang="fr"; every switch updates it.
i18n.on('languageChanged', (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = isLanguage(language) ? language : 'en';
});

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: ['shared'],
  defaultNS: 'shared',
  fallbackNS: 'shared',
  resources: { en: { shared: sharedEn } },
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
  returnNull: false,
  react: { bindI18nStore: 'added' },
});

const pending: Record<Language, { namespace: AppNamespace; load: Loader }[]> = { en: [], fr: [] };
const loaded: Partial<Record<Language, Promise<void>>> = {};

/** Fetches the bundles registered with a loader for `language` (each once). Start-up and setLanguage wait
 * for it, so a French visitor never sees English first. */
export const loadLanguage = (language: Language): Promise<void> => {
  const queue = pending[language].splice(0);
  const batch = Promise.all(
    queue.map(async (entry) => {
      try {
        const module = await entry.load();
        const tree = 'default' in module && typeof module.default === 'object' ? module.default : module;
        i18n.addResourceBundle(language, entry.namespace, tree as TranslationTree, true, true);
      } catch {
        pending[language].push(entry); // offline for a moment: English meanwhile, fetched again next time
      }
    }),
  ).then(() => undefined);
  loaded[language] = Promise.all([loaded[language], batch]).then(() => undefined);
  return loaded[language];
};

// The language shown, or the one a switch under way is fetching (setLanguage stores it first): an app registered
// meanwhile (a remote's module arriving) would otherwise stay in the old language once the switch completes.
const wanted = (language: Language) =>
  language === i18n.language || language === sessionStore.getState().language;

/** Each app registers its own JSON once at start-up (`addAppTranslations('wallets', { en, fr })`); a bundle
 * may be a loader, fetched when its language is used. */
export const addAppTranslations = (
  namespace: AppNamespace,
  bundles: Record<Language, TranslationBundle>,
): void => {
  for (const language of LANGUAGES) {
    const bundle = bundles[language];
    if (typeof bundle !== 'function') {
      // An app registers before its first render, so nothing shown reads these texts yet. Silent: the 'added'
      // event would re-render every translated component of the page once per arriving remote. skipCopy: the
      // JSON is the app's own module, never edited, so i18next's deep copy of it is wasted work.
      i18n.addResourceBundle(language, namespace, bundle, true, true, { silent: true, skipCopy: true });
      continue;
    }
    pending[language].push({ namespace, load: bundle });
    if (wanted(language)) void loadLanguage(language);
  }
};

// The kit's French is fetched only by French visitors (the login page's first load stays smaller).
addAppTranslations('shared', { en: sharedEn, fr: () => import('../locales/fr.json') });

/** Switches language without a reload, remembers it in the session and tells the other apps. */
export const setLanguage = async (language: Language): Promise<void> => {
  // Remember the choice first: a reload or navigation while the bundle is still loading must start in it.
  sessionStore.getState().setLanguage(language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  bus.emit('language:changed', { language });
};

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

/** For code outside React (API client, toasts): translate a key of the shared namespace or another. */
export const translate = (key: string, options?: Record<string, unknown>): string =>
  i18n.t(key, options ?? {});
