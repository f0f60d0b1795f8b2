import type { RemoteRoutesModule } from '@portal/shared';
import './register';
import { pageShell } from './page-shell';

/** The paths this remote owns (see the host's route table); the host decides who may see them. */
export const routes: RemoteRoutesModule['routes'] = {
  '/fiat': pageShell('fiat'),
  '/iban-account': pageShell('ibanAccount'),
  '/crypto': pageShell('crypto'),
  '/fiat-incoming-transfers': pageShell('fiatIncomingTransfers'),
  '/fiat-outgoing-transfers': pageShell('fiatOutgoingTransfers'),
  '/fiat-internal-transfers': pageShell('fiatInternalTransfers'),
  '/wallets-deposit-transaction': pageShell('walletsDepositTransaction'),
  '/wallets-withdrawal-transaction': pageShell('walletsWithdrawalTransaction'),
};
