import '@portal/shared/ui/tokens.css';
import './app/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi, currentLanguage, isSignedIn, loadLanguage } from '@portal/shared';
import { App } from './app/app';
import { loadRuntimeConfig } from './app/config/runtime-config';
import { keepHintCookies } from './app/prerender/hint-cookies';
import { firstRenderOf } from './app/prerender/prerendered-pages';
import { captureTypedValues } from './app/prerender/typed-values';
import { registerPortalRemotes, warmFederation } from './app/remotes/remote-loader';
import { previewedRelease, registerReleases } from './app/remotes/remote-releases';
import { registerHostTranslations } from './app/register';
import { preloadPublicScreen } from './app/routing/public-element';
import { preloadRoute, routeNeedsRemotes } from './app/routing/preload-route';
import { StartupFailure } from './app/startup-failure';
import { prefetchAccessUser } from './lib/use-user-details';

const container = document.getElementById('root') as HTMLElement;
registerHostTranslations();
keepHintCookies();
// A page that shows a remote (a deep link, the dashboard after a reload) fetches the federation runtime now,
// beside the run-time config, instead of after the first render.
if (routeNeedsRemotes(window.location.pathname)) warmFederation();

/** The served HTML is hydrated only when it is exactly what this first render shows (its page, its language, no
 * preview banner); otherwise the app renders afresh and replaces it at its first commit (decision 169). */
const hydrates = (): boolean => {
  const page = firstRenderOf(window.location.pathname, isSignedIn());
  return (
    page !== undefined &&
    container.dataset.prerendered === page &&
    document.documentElement.lang === currentLanguage() &&
    !previewedRelease()
  );
};

const start = async () => {
  // Where the API and the remotes live is read at run time, never baked into the build. The visitor's language
  // (if not English) is fetched meanwhile, so the first render is already in it.
  const [{ config, remotes, previewHeader }] = await Promise.all([
    loadRuntimeConfig(),
    loadLanguage(currentLanguage()),
  ]);
  configureApi({
    baseUrl: config.apiBaseUrl,
    accessKeyHeader: config.accessKeyHeader,
    accessKey: config.accessKey,
  });
  registerPortalRemotes(remotes);
  registerReleases(remotes, previewHeader);
  // With a session, the page's remote code (manifest, entry, exposed module) is fetched now, while the first
  // render and the user-details call run, not when the access guard starts waiting (the guard asks again;
  // every load is cached). Static public files only: what the user may see is still the guard's decision.
  // The user details are asked for at once too (the guard waits for them), not once the shell has mounted.
  if (isSignedIn()) {
    void prefetchAccessUser();
    preloadRoute(window.location.pathname);
  }
  if (hydrates()) {
    // A public screen in its own chunk is loaded first: the hydrating render must show it, not its loading state.
    await preloadPublicScreen(window.location.pathname);
    captureTypedValues(container);
    hydrateRoot(container, <App />);
    return;
  }
  // A transition: the first render yields to the browser every few ms instead of one long task.
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
};

start().catch((error: unknown) => {
  console.error('[portal] start-up failed', error);
  createRoot(container).render(<StartupFailure />);
});
