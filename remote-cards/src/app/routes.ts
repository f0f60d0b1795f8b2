import type { RemoteRoutesModule } from '@portal/shared';
import './register';
import { pageShell } from './page-shell';

/** The paths this remote owns (see the host's route table); the host decides who may see them. */
export const routes: RemoteRoutesModule['routes'] = {
  '/my-cards': pageShell('myCards'),
  '/request-card': pageShell('requestCard'),
  '/physical-card': pageShell('physicalCard'),
  '/virtual-card': pageShell('virtualCard'),
  '/top-up-card': pageShell('topUpCard'),
  '/transfer-account': pageShell('transferAccount'),
  '/my-cards-transactions': pageShell('myCardsTransactions'),
  '/card-settings/:id': pageShell('cardSettings'),
  '/top-up-transactions': pageShell('topUpTransactions'),
  '/card-usage-transactions': pageShell('cardUsageTransactions'),
};
