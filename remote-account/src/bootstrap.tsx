// Standalone development harness of this remote (`pnpm --filter remote-account dev`); the portal loads ./routes instead.
import '@portal/shared/ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { DevHarness, configureApi } from '@portal/shared';
import { routes } from './app/routes';
import { widgets } from './app/widgets';

configureApi({
  baseUrl: 'http://127.0.0.1:4000',
  accessKeyHeader: 'x-access-key',
  accessKey: 'portal-demo-access-key',
});

const root = document.getElementById('root');
if (root) createRoot(root).render(<DevHarness app="account" routes={routes} widgets={widgets} />);
