import { lazyComponent, type RemoteRoutesModule } from '@portal/shared';
import './register';

/** The paths this remote owns (see the host's route table); the host decides who may see them. Each page's
 * code loads when it is first shown. */
export const routes: RemoteRoutesModule['routes'] = {
  '/fiat': lazyComponent(
    async () => (await import('../features/fiat-wallets/pages/fiat-wallets-page')).FiatWalletsPage,
  ),
  '/iban-account': lazyComponent(
    async () => (await import('../features/iban-accounts/pages/iban-accounts-page')).IbanAccountsPage,
  ),
  '/crypto': lazyComponent(
    async () => (await import('../features/crypto-accounts/pages/crypto-accounts-page')).CryptoAccountsPage,
  ),
  '/fiat-incoming-transfers': lazyComponent(
    async () => (await import('../features/fiat-deposit/pages/fiat-deposit-page')).FiatDepositPage,
  ),
  '/fiat-outgoing-transfers': lazyComponent(
    async () => (await import('../features/outgoing-wire/pages/outgoing-wire-page')).OutgoingWirePage,
  ),
  '/fiat-internal-transfers': lazyComponent(
    async () =>
      (await import('../features/internal-transfer/pages/internal-transfer-page')).InternalTransferPage,
  ),
  '/wallets-deposit-transaction': lazyComponent(
    async () => (await import('../features/crypto-deposit/pages/crypto-deposit-page')).CryptoDepositPage,
  ),
  '/wallets-withdrawal-transaction': lazyComponent(
    async () => (await import('../features/crypto-withdraw/pages/crypto-withdraw-page')).CryptoWithdrawPage,
  ),
};
