import { describeRemoteRoutes } from '@portal/shared/testing';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { routes } from './routes';

describeRemoteRoutes('remote-wallets', routes, en, fr);
