import type { RemoteRoutesModule } from '@portal/shared';
import './register';
import { pageShell } from './page-shell';

/** The paths this remote owns (see the host's route table); the host decides who may see them. */
export const routes: RemoteRoutesModule['routes'] = {
  '/crypto-exchanges': pageShell('cryptoExchanges'),
  '/fiat-transactions': pageShell('fiatTransactions'),
  '/crypto-transactions': pageShell('cryptoTransactions'),
};
