import * as v from 'valibot';
import {
  amountField,
  codeField,
  passkeyField,
  emailField,
  idField,
  textField,
  walletAddressField,
} from '../fields';

const walletId = idField('Please Select Crypto');

/** generateUserWalletAddress, refreshUserWalletBalance. */
export const walletIdBodySchema = v.object({ crypto_wallet_id: walletId });

export const updateWalletAddressBodySchema = v.object({
  crypto_wallet_id: walletId,
  wallet_address: textField('Please enter your wallet address'),
  network: textField('Please enter your network.'),
});

/** depoid is the crypto wallet id (the Deposit tab passes it; a deposit-address row is mapped to its wallet
 * by wallet_address on the client). */
export const depositDetailsBodySchema = v.object({ depoid: walletId });

export const withdrawDetailsBodySchema = v.object({
  crypto_wallet_id: walletId,
  withaddress: textField('Please enter a valid wallet address'),
});

export const withdrawPreviewBodySchema = v.object({
  crypto_wallet_id: walletId,
  withdraw_amount: amountField('Enter amount'),
});

export const withdrawSubmitBodySchema = v.object({
  crypto_wallet_id: walletId,
  withdraw_address: walletAddressField,
  networkchain: textField('Network chain is required'),
  withdraw_amount: amountField('Enter amount'),
  auth_code: codeField,
  smscode: codeField,
  passkey: passkeyField,
});
export type WithdrawSubmitBody = v.InferInput<typeof withdrawSubmitBodySchema>;

/** submitTransfer (the hidden third tab): transfer_crypto is the sender's crypto wallet id. */
export const cryptoTransferBodySchema = v.object({
  transfer_crypto: walletId,
  transfer_email: emailField('Please enter a valid email address'),
  transfer_amount: amountField('Enter amount'),
  transfer_wallet_address: textField('Please enter a valid wallet address'),
  auth_code: codeField,
  smscode: codeField,
  passkey: passkeyField,
});
export type CryptoTransferBody = v.InferInput<typeof cryptoTransferBodySchema>;
