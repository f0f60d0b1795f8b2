import type { AnyHandler } from '../../http/handler';
import { getDepositDetailsHandler, getWithdrawDetailsHandler } from './crypto-details';
import { getAllCryptoHandler } from './get-all-crypto';
import { getAllCryptoTransactionHandler } from './get-all-crypto-transaction';
import { getBaseLimitCryptoHandler } from './get-base-limit-crypto';
import { getTickerHandler } from './get-ticker';
import { refreshWalletBalanceHandler } from './refresh-wallet-balance';
import { submitTransferCheckHandler, submitTransferHandler } from './submit-transfer';
import { generateWalletAddressHandler, updateWalletAddressHandler } from './wallet-address';
import { withdrawPreviewHandler, withdrawSubmitHandler } from './withdraw';

/** Spec 02 crypto: wallets, addresses, deposit and withdraw details, withdraw, transfer by e-mail. */
export const cryptoHandlers: AnyHandler[] = [
  getAllCryptoHandler,
  getAllCryptoTransactionHandler,
  generateWalletAddressHandler,
  refreshWalletBalanceHandler,
  updateWalletAddressHandler,
  getDepositDetailsHandler,
  getWithdrawDetailsHandler,
  withdrawPreviewHandler,
  withdrawSubmitHandler,
  getBaseLimitCryptoHandler,
  submitTransferCheckHandler,
  submitTransferHandler,
  getTickerHandler,
];
