import { addAppTranslations, i18n, type AppNamespace, type Language, type TranslationBundle } from '../i18n';
import { queryClient } from '../api/query-client';

type SingletonReport = Record<string, unknown>;
type DiagnosticsWindow = { __PORTAL_SINGLETONS__?: Record<string, SingletonReport> };

/** Each app records the instances of its shared libraries so the integration tests can prove that host and
 * remotes really run one React, one router, one QueryClient … (a duplicated singleton breaks hooks and
 * context silently). Cheap: a reference per library. */
export const reportSingletons = (app: string, instances: SingletonReport): void => {
  const target = globalThis as DiagnosticsWindow;
  target.__PORTAL_SINGLETONS__ ??= {};
  target.__PORTAL_SINGLETONS__[app] = instances;
};

/** The side effects every app needs once, before its first render: its translations and the singleton report
 * the e2e suite compares (`app` is the federation name; `singletons` is `appSingletons` from
 * `@portal/shared/app-singletons`, so each app reports its own instances). */
export const registerApp = (
  app: string,
  namespace: AppNamespace,
  translations: Record<Language, TranslationBundle>,
  singletons: Record<string, unknown>,
): void => {
  addAppTranslations(namespace, translations);
  reportSingletons(app, { ...singletons, i18next: i18n, queryClient });
};
