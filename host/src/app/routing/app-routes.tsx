import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { ErrorCode } from '../../features/errors/components/error-page';
import { SessionWatch } from '../../features/session/components/session-watch';
import { AccessGuard } from './access-guard';
import { DashboardPage, ErrorPage, NotFoundPage, RemotePage, Screen } from './lazy-screens';
import { publicElement } from './public-element';
import { routeTable, type RouteEntry } from './route-table';
import { SignedInFrame } from './signed-in-frame';

// Template leftovers (spec 01 §2.2) go to the nearest real screen.
const leftoverTargets: Record<string, string> = {
  '/my-wallet': '/fiat',
  '/invoices': '/fiat-transactions',
  '/cards-center': '/my-cards',
  '/transactions': '/fiat-transactions',
  '/transactions-details': '/fiat-transactions',
  '/task': '/dashboard',
};

const hostElement = (entry: RouteEntry): ReactElement => {
  const leftover = leftoverTargets[entry.path];
  if (leftover) return <Navigate to={leftover} replace />;
  if (entry.path === '/dashboard') return <DashboardPage />;
  if (entry.path.startsWith('/page-error-'))
    return <ErrorPage code={entry.path.slice('/page-error-'.length) as ErrorCode} />;
  return publicElement(entry.path);
};

const elementFor = (entry: RouteEntry): ReactElement =>
  entry.owner === 'host' ? hostElement(entry) : <RemotePage remote={entry.owner} path={entry.path} />;

const guarded = (entry: RouteEntry) => (
  <Route
    key={entry.path}
    path={entry.path}
    element={
      <AccessGuard>
        <Screen>{elementFor(entry)}</Screen>
      </AccessGuard>
    }
  />
);

export const AppRoutes = () => (
  <>
    <SessionWatch />
    <Routes>
      {routeTable.filter((entry) => entry.access === 'public').map(guarded)}
      <Route
        element={
          <Screen>
            <SignedInFrame />
          </Screen>
        }
      >
        {routeTable.filter((entry) => entry.access !== 'public').map(guarded)}
        <Route
          path="*"
          element={
            <AccessGuard>
              <Screen>
                <NotFoundPage />
              </Screen>
            </AccessGuard>
          }
        />
      </Route>
    </Routes>
  </>
);
