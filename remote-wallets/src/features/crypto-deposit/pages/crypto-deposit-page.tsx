import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Banner, Loader, errorMessage } from '@portal/shared';
import { WalletsPage } from '../../../lib/wallets-page';
import { useDepositDetails } from '../api/get-deposit-details';
import { DepositDetail } from '../components/deposit-detail';
import { useDepositWalletId } from '../hooks/use-deposit-wallet-id';

/** /wallets-deposit-transaction: the wallet id comes in the router state (or from the lists' deposit-address
 * id); without one, back to /crypto. */
export const CryptoDepositPage = () => {
  const navigate = useNavigate();
  const { walletId, missing } = useDepositWalletId();
  const details = useDepositDetails(walletId);
  useEffect(() => {
    if (missing) void navigate('/crypto', { replace: true });
  }, [missing, navigate]);
  return (
    <WalletsPage titleKey="walletsDepositTransaction">
      {!missing && (!walletId || details.isPending) ? <Loader /> : null}
      {details.isError ? <Banner kind="error">{errorMessage(details.error)}</Banner> : null}
      {details.data ? <DepositDetail detail={details.data} /> : null}
    </WalletsPage>
  );
};
