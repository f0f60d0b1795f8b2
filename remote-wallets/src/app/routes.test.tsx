import { queryClient } from '@portal/shared';
import { describeRemoteRoutes } from '@portal/shared/testing';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { routes } from './routes';

// No API in unit tests: the pages' queries stay idle (a request from jsdom would keep jest from exiting until
// the client's 60 s timeout). The titles do not depend on data.
queryClient.setDefaultOptions({ queries: { enabled: false } });

describeRemoteRoutes('remote-wallets', routes, en, fr);
