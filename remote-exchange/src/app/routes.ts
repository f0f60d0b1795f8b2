import { lazyComponent, type RemoteRoutesModule } from '@portal/shared';
import './register';

/** The paths this remote owns (see the host's route table); the host decides who may see them. */
export const routes: RemoteRoutesModule['routes'] = {
  '/crypto-exchanges': lazyComponent(
    async () => (await import('../features/crypto-exchange/pages/crypto-exchange-page')).CryptoExchangePage,
  ),
  '/fiat-transactions': lazyComponent(
    async () =>
      (await import('../features/fiat-transactions/pages/fiat-transactions-page')).FiatTransactionsPage,
  ),
  '/crypto-transactions': lazyComponent(
    async () =>
      (await import('../features/crypto-transactions/pages/crypto-transactions-page')).CryptoTransactionsPage,
  ),
};
