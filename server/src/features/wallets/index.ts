import type { AnyHandler } from '../../http/handler';
import { depositFundCheckHandler, submitFundDepositHandler } from './deposit-fund';
import { getAdminAccountsHandler } from './get-admin-accounts';
import { getAllInternalHandler } from './get-all-internal';
import { getBaseLimitHandler } from './get-base-limit';
import { getDepositFundHandler } from './get-deposit-fund';
import { getUserAccountsHandler } from './get-user-accounts';
import { getIbanBalancesHandler, getIbanBankAccountHandler, getIbanHistoryHandler } from './iban-info';
import { ibanWithdrawalHandler } from './iban-withdrawal';
import {
  checkEmailAccountHandler,
  fiatInternalTransferCheckHandler,
  fiatInternalTransferHandler,
} from './internal-transfer';
import { outgoingWireCheckHandler, outgoingWireHandler } from './outgoing-wire';
import { sendAccountInfoEmailHandler } from './send-account-info-email';
import { transferAccountToWalletHandler } from './transfer-account-to-wallet';
import { transferWalletToAccountHandler } from './transfer-wallet-to-account';
import { deleteTemplateHandler, getFiatWithdrawDetailsHandler } from './wire-templates';

/** Spec 02: fiat wallets, IBAN, deposit, outgoing wire, internal transfer. */
export const walletsHandlers: AnyHandler[] = [
  getUserAccountsHandler,
  getAdminAccountsHandler,
  getAllInternalHandler,
  getDepositFundHandler,
  getBaseLimitHandler,
  depositFundCheckHandler,
  submitFundDepositHandler,
  sendAccountInfoEmailHandler,
  transferWalletToAccountHandler,
  transferAccountToWalletHandler,
  getIbanBalancesHandler,
  getIbanBankAccountHandler,
  getIbanHistoryHandler,
  ibanWithdrawalHandler,
  getFiatWithdrawDetailsHandler,
  deleteTemplateHandler,
  outgoingWireCheckHandler,
  outgoingWireHandler,
  checkEmailAccountHandler,
  fiatInternalTransferHandler,
  fiatInternalTransferCheckHandler,
];
