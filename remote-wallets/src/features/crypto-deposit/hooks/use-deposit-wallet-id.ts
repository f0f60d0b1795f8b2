import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAllCrypto } from '../../../lib/crypto/get-all-crypto';
import { DEPOSIT_ADDRESS_KEY, walletIdFromState } from '../../../lib/crypto/withdraw-storage';
import { useDepositAddresses } from '../api/get-all-crypto-transaction';

/** The wallet of the deposit page: router state from the Deposit tab, else the deposit-address id the lists
 * stored in sessionStorage (mapped by address). `missing` when neither is there. */
export const useDepositWalletId = (): { walletId: string | null; missing: boolean } => {
  const location = useLocation();
  const fromState = walletIdFromState(location.state);
  const [addressId] = useState(() => sessionStorage.getItem(DEPOSIT_ADDRESS_KEY));
  const lookup = !fromState && Boolean(addressId);
  const addresses = useDepositAddresses(lookup);
  const crypto = useAllCrypto();
  if (fromState) return { walletId: fromState, missing: false };
  if (!lookup) return { walletId: null, missing: true };
  const row = addresses.data?.find((entry) => entry.deposit_address_id === addressId);
  const wallet = row
    ? crypto.data?.usercryptowallet.find((w) => w.wallet_address === row.wallet_address)
    : undefined;
  const settled = addresses.isFetched && crypto.isFetched;
  return { walletId: wallet?.crypto_wallet_id ?? null, missing: settled && !wallet };
};
