import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { Toaster, queryClient } from '@portal/shared';
import { PreviewBanner } from './remotes/preview-banner';
import { AppRoutes } from './routing/app-routes';

/** Everything under the router: the same tree the build prerenders (prerender/render-page.tsx). */
export const AppContent = () => (
  <>
    <PreviewBanner />
    <AppRoutes />
    <Toaster />
  </>
);

export const App = () => (
  <QueryClientProvider client={queryClient}>
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  </QueryClientProvider>
);
