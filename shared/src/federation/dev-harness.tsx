import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, NavLink, Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteRoutesModule, RemoteWidgetsModule } from './index';
import { queryClient } from '../api';
import { Toaster } from '../ui';
import styles from './dev-harness.module.css';

type Props = {
  app: string;
  routes: RemoteRoutesModule['routes'];
  widgets?: RemoteWidgetsModule['widgets'];
};

const WIDGETS_PATH = '/__widgets';

// Route patterns become clickable links with a sample parameter.
const samplePath = (pattern: string) => pattern.replace(/:[A-Za-z_]+/g, '1');

const WidgetGallery = ({ widgets }: { widgets: Record<string, ComponentType> }) => (
  <>
    {Object.entries(widgets).map(([name, Widget]) => (
      <Widget key={name} />
    ))}
  </>
);

/** Standalone page for one remote (its `pnpm dev`): its routes inside a minimal shell, against the real API.
 * A team develops and demonstrates its remote without the host. Development only: not part of the portal. */
export const DevHarness = ({ app, routes, widgets }: Props) => (
  <QueryClientProvider client={queryClient}>
    <BrowserRouter>
      <div className={styles.harness}>
        <nav className={styles.nav} aria-label={app}>
          <strong>{app}</strong>
          {Object.keys(routes).map((pattern) => (
            <NavLink key={pattern} to={samplePath(pattern)}>
              {samplePath(pattern)}
            </NavLink>
          ))}
          {widgets && <NavLink to={WIDGETS_PATH}>{WIDGETS_PATH}</NavLink>}
        </nav>
        <main className={styles.main}>
          <Suspense fallback={null}>
            <Routes>
              {Object.entries(routes).map(([pattern, Page]) => (
                <Route key={pattern} path={pattern} element={<Page />} />
              ))}
              {widgets && <Route path={WIDGETS_PATH} element={<WidgetGallery widgets={widgets} />} />}
              <Route path="*" element={<Navigate to={samplePath(Object.keys(routes)[0] ?? '/')} replace />} />
            </Routes>
          </Suspense>
        </main>
      </div>
      <Toaster />
    </BrowserRouter>
  </QueryClientProvider>
);
