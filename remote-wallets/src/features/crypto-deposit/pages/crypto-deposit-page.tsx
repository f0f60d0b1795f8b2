import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Banner, Loader, errorMessage } from '@portal/shared';
import { walletIdFromState } from '../../../lib/crypto/withdraw-storage';
import { WalletsPage } from '../../../lib/wallets-page';
import { useDepositDetails } from '../api/get-deposit-details';
import { DepositDetail } from '../components/deposit-detail';

/** /wallets-deposit-transaction: the wallet id comes in the router state; without it, back to /crypto. */
export const CryptoDepositPage = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const walletId = walletIdFromState(location.state);
  const details = useDepositDetails(walletId);
  useEffect(() => {
    if (!walletId) void navigate('/crypto', { replace: true });
  }, [walletId, navigate]);
  return (
    <WalletsPage titleKey="walletsDepositTransaction">
      {walletId && details.isPending ? <Loader /> : null}
      {details.isError ? <Banner kind="error">{errorMessage(details.error)}</Banner> : null}
      {details.data ? <DepositDetail detail={details.data} /> : null}
    </WalletsPage>
  );
};
