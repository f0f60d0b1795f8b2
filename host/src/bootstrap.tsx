import '@portal/shared/ui/tokens.css';
import './app/global.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, currentLanguage, isSignedIn, loadLanguage } from '@portal/shared';
import { App } from './app/app';
import { loadRuntimeConfig } from './app/config/runtime-config';
import { registerPortalRemotes, warmFederation } from './app/remotes/remote-loader';
import { registerReleases } from './app/remotes/remote-releases';
import { registerHostTranslations } from './app/register';
import { preloadRoute, routeNeedsRemotes } from './app/routing/preload-route';
import { StartupFailure } from './app/startup-failure';
import { prefetchAccessUser } from './lib/use-user-details';

const root = createRoot(document.getElementById('root') as HTMLElement);
registerHostTranslations();
// A page that shows a remote (a deep link, the dashboard after a reload) fetches the federation runtime now,
// beside the run-time config, instead of after the first render.
if (routeNeedsRemotes(window.location.pathname)) warmFederation();

// Where the API and the remotes live is read at run time, never baked into the build. The visitor's language
// (if not English) is fetched meanwhile, so the first render is already in it.
Promise.all([loadRuntimeConfig(), loadLanguage(currentLanguage())])
  .then(([{ config, remotes, previewHeader }]) => {
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
    // A transition: the first render yields to the browser every few ms instead of one long task.
    startTransition(() => root.render(<App />));
  })
  .catch((error: unknown) => {
    console.error('[portal] start-up failed', error);
    root.render(<StartupFailure />);
  });
