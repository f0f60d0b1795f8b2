import type { DepositAddressRow, WithdrawAddressRow } from './crypto-rows';

// The receivers are pages of remote-wallets and a remote imports only @portal/shared, so the key names are
// copied here. Reader: remote-wallets/src/lib/crypto/withdraw-storage.ts (DEPOSIT_ADDRESS_KEY, read by
// features/crypto-deposit/hooks/use-deposit-wallet-id.ts; WITHDRAW_KEYS, read by readStoredWithdraw in
// features/crypto-withdraw/pages/crypto-withdraw-page.tsx). Change both sides together.
export const DEPOSIT_ADDRESS_KEY = 'deposit_address_id';
export const WITHDRAW_KEYS = {
  walletId: 'crypto_wallet_id',
  accountId: 'account_id',
  address: 'withaddress',
} as const;

/** Spec 03 §2: the deposit-address eye stores the address id in session storage. */
export const storeDepositAddress = (row: DepositAddressRow): void => {
  sessionStorage.setItem(DEPOSIT_ADDRESS_KEY, row.deposit_address_id);
};

/** Spec 03 §2: the withdraw-address eye stores the crypto wallet id, account id and address in local storage.
 * False when the row has no wallet id (the withdraw page would send the customer back to /crypto). */
export const storeWithdrawAddress = (row: WithdrawAddressRow): boolean => {
  if (!row.user_crypto_wallets_crypto_fk) return false;
  localStorage.setItem(WITHDRAW_KEYS.walletId, row.user_crypto_wallets_crypto_fk);
  localStorage.setItem(WITHDRAW_KEYS.accountId, row.account_id ?? '');
  localStorage.setItem(WITHDRAW_KEYS.address, row.wallet_address ?? '');
  return true;
};
