// Where the crypto withdraw detail page finds its wallet (spec 02 §4, spec 03 lists): the Withdraw tab and the
// withdraw-address eye store the crypto wallet id, the account id and the destination in localStorage.
export const WITHDRAW_KEYS = {
  walletId: 'crypto_wallet_id',
  accountId: 'account_id',
  address: 'withaddress',
} as const;

export type StoredWithdraw = { walletId: string; address: string };

export const storeWithdraw = ({ walletId, address }: StoredWithdraw): void => {
  localStorage.setItem(WITHDRAW_KEYS.walletId, walletId);
  localStorage.setItem(WITHDRAW_KEYS.address, address);
};

/** The stored wallet id and address, or null when no wallet id was stored. */
export const readStoredWithdraw = (): StoredWithdraw | null => {
  const walletId = localStorage.getItem(WITHDRAW_KEYS.walletId);
  if (!walletId) return null;
  return { walletId, address: localStorage.getItem(WITHDRAW_KEYS.address) ?? '' };
};

/** State the Deposit tab passes to /wallets-deposit-transaction. */
export type DepositRouteState = { walletId: string };

export const walletIdFromState = (state: unknown): string | null => {
  if (typeof state !== 'object' || state === null || !('walletId' in state)) return null;
  const { walletId } = state as { walletId: unknown };
  return typeof walletId === 'string' && walletId ? walletId : null;
};

/** The eye action of a deposit-address row (spec 03 lists) stores its id here in sessionStorage. */
export const DEPOSIT_ADDRESS_KEY = 'deposit_address_id';
