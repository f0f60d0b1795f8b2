import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { Toaster, queryClient } from '@portal/shared';
import { PreviewBanner } from './remotes/preview-banner';
import { AppRoutes } from './routing/app-routes';

export const App = () => (
  <QueryClientProvider client={queryClient}>
    <BrowserRouter>
      <PreviewBanner />
      <AppRoutes />
      <Toaster />
    </BrowserRouter>
  </QueryClientProvider>
);
