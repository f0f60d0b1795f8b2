import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ShellLayout } from '../layout/shell-layout';
import { DashboardPage } from '../pages/dashboard-page';
import { NotFoundPage } from '../pages/not-found-page';
import { SignInPage } from '../pages/sign-in-page';
import { RemotePage } from '../remotes/remote-slot';
import { routeTable, type RouteEntry } from './route-table';

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
  if (entry.path.startsWith('/page-error-')) return <NotFoundPage />;
  return <SignInPage />;
};

const elementFor = (entry: RouteEntry): ReactElement =>
  entry.owner === 'host' ? hostElement(entry) : <RemotePage remote={entry.owner} path={entry.path} />;

export const AppRoutes = () => (
  <Routes>
    {routeTable
      .filter((entry) => entry.access === 'public')
      .map((entry) => (
        <Route key={entry.path} path={entry.path} element={elementFor(entry)} />
      ))}
    <Route element={<ShellLayout />}>
      {routeTable
        .filter((entry) => entry.access !== 'public')
        .map((entry) => (
          <Route key={entry.path} path={entry.path} element={elementFor(entry)} />
        ))}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Routes>
);
