// The build's prerendering entry (host/scripts/prerender.mjs bundles it for Node): the app's own tree, rendered
// to HTML with react-dom/server for each prerendered page and language (decision 169).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server.node';
import { StaticRouter } from 'react-router-dom';
import { i18n, loadLanguage, LANGUAGES, type Language } from '@portal/shared';
import { ShellSkeleton } from '../../features/layout/components/shell-skeleton';
import { AppContent } from '../app';
import { registerHostTranslations } from '../register';
import { preloadPublicScreen } from '../routing/public-element';
import { routeTable } from '../routing/route-table';
import {
  PRERENDERED_PAGES,
  routePatternSource,
  servedFileFor,
  type PrerenderedPage,
} from './prerendered-pages';

export { LANGUAGES, PRERENDERED_PAGES };

// The path each page is rendered at; the signed-out answer to any signed-in route is the same markup.
const PAGE_PATHS: Record<Exclude<PrerenderedPage, 'shell'>, string> = {
  login: '/login',
  register: '/register',
  'forgot-password': '/page-forgot-password',
  'sign-in-needed': '/dashboard',
};

registerHostTranslations();

const appAt = (path: string): ReactElement => (
  <QueryClientProvider client={new QueryClient()}>
    <StaticRouter location={path}>
      <AppContent />
    </StaticRouter>
  </QueryClientProvider>
);

export const renderPage = async (page: PrerenderedPage, language: Language): Promise<string> => {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  if (page === 'shell') return renderToString(<ShellSkeleton />);
  const path = PAGE_PATHS[page];
  await preloadPublicScreen(path);
  return renderToString(appAt(path));
};

/** The page's `<noscript>` line, in its language. */
export const noscriptText = (language: Language): string =>
  i18n.getFixedT(language, 'host')('shell.needsJavaScript');

/** What the static servers read (pages.json): each route's pattern and the file that answers it. */
export const servedRoutes = () =>
  routeTable.map((entry) => ({ pattern: routePatternSource(entry.path), file: servedFileFor(entry.path) }));
