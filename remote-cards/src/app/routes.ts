import { lazyComponent, type RemoteRoutesModule } from '@portal/shared';
import './register';

/** The paths this remote owns (see the host's route table); the host decides who may see them. */
export const routes: RemoteRoutesModule['routes'] = {
  '/my-cards': lazyComponent(
    async () => (await import('../features/my-cards/pages/my-cards-page')).MyCardsPage,
  ),
  '/request-card': lazyComponent(
    async () => (await import('../features/request-card/pages/request-card-page')).RequestCardPage,
  ),
  '/physical-card': lazyComponent(
    async () => (await import('../features/request-card/pages/physical-card-page')).PhysicalCardPage,
  ),
  '/virtual-card': lazyComponent(
    async () => (await import('../features/request-card/pages/virtual-card-page')).VirtualCardPage,
  ),
  '/top-up-card': lazyComponent(
    async () => (await import('../features/top-up/pages/top-up-card-page')).TopUpCardPage,
  ),
  '/transfer-account': lazyComponent(
    async () =>
      (await import('../features/transfer-account/pages/transfer-account-page')).TransferAccountPage,
  ),
  '/my-cards-transactions': lazyComponent(
    async () =>
      (await import('../features/card-transactions/pages/my-cards-transactions-page'))
        .MyCardsTransactionsPage,
  ),
  '/card-settings/:id': lazyComponent(
    async () => (await import('../features/card-settings/pages/card-settings-page')).CardSettingsPage,
  ),
  '/top-up-transactions': lazyComponent(
    async () =>
      (await import('../features/card-transactions/pages/top-up-transactions-page')).TopUpTransactionsPage,
  ),
  '/card-usage-transactions': lazyComponent(
    async () =>
      (await import('../features/card-transactions/pages/card-usage-transactions-page'))
        .CardUsageTransactionsPage,
  ),
};
