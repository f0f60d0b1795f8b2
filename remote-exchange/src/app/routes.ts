import { lazyComponent, type RemoteRoutesModule } from '@portal/shared';
import './register';
import { pageShell } from './page-shell';

/** The paths this remote owns (see the host's route table); the host decides who may see them. */
export const routes: RemoteRoutesModule['routes'] = {
  '/crypto-exchanges': lazyComponent(async () => (await import('../features/crypto-exchange/pages/crypto-exchange-page')).CryptoExchangePage),
  '/fiat-transactions': pageShell('fiatTransactions'),
  '/crypto-transactions': pageShell('cryptoTransactions'),
};
