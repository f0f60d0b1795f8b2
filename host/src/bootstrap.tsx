import './app/global.css';
import { createRoot } from 'react-dom/client';
import { configureApi, currentLanguage, loadLanguage } from '@portal/shared';
import { App } from './app/app';
import { loadRuntimeConfig } from './app/config/runtime-config';
import { registerPortalRemotes } from './app/remotes/remote-loader';
import { registerHostTranslations } from './app/register';
import { StartupFailure } from './app/startup-failure';

const root = createRoot(document.getElementById('root') as HTMLElement);
registerHostTranslations();

// Where the API and the remotes live is read at run time, never baked into the build. The visitor's language
// (if not English) is fetched meanwhile, so the first render is already in it.
Promise.all([loadRuntimeConfig(), loadLanguage(currentLanguage())])
  .then(([{ config, remotes }]) => {
    configureApi({ baseUrl: config.apiBaseUrl, accessKeyHeader: config.accessKeyHeader, accessKey: config.accessKey });
    registerPortalRemotes(remotes);
    root.render(<App />);
  })
  .catch((error: unknown) => {
    console.error('[portal] start-up failed', error);
    root.render(<StartupFailure />);
  });
