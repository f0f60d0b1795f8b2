import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Banner, Loader, errorMessage } from '@portal/shared';
import { useAllCrypto } from '../../../lib/crypto/get-all-crypto';
import { useTicker } from '../../../lib/crypto/get-ticker';
import type { TickerQuote } from '../../../lib/crypto/types';
import { readStoredWithdraw } from '../../../lib/crypto/withdraw-storage';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { WalletsPage } from '../../../lib/wallets-page';
import { useWithdrawDetails } from '../api/get-withdraw-details';
import { WithdrawForm } from '../components/withdraw-form';
import { useWithdrawForm } from '../hooks/use-withdraw-form';

const NO_QUOTES: TickerQuote[] = [];

/** /wallets-withdrawal-transaction: wallet id and address from localStorage; without them, back to /crypto. */
export const CryptoWithdrawPage = () => {
  const { t } = useWalletsTranslation();
  const navigate = useNavigate();
  const [stored] = useState(readStoredWithdraw);
  const details = useWithdrawDetails(stored);
  const crypto = useAllCrypto();
  const ticker = useTicker();
  const detail = details.data;
  // The customer's own wallet of that coin: the review's source.
  const own = crypto.data?.usercryptowallet.find((w) => w.crypto_wallet_id === stored?.walletId);
  const money = useWithdrawForm(stored, detail, own?.wallet_address ?? undefined, crypto.data?.otp, [
    { to: '/dashboard', label: t('cryptoWithdraw.links.dashboard') },
    { to: '/crypto-transactions', label: t('cryptoWithdraw.links.cryptoTransactions') },
    { to: '/crypto', label: t('cryptoWithdraw.links.crypto') },
  ]);
  useEffect(() => {
    if (!stored) void navigate('/crypto', { replace: true });
  }, [stored, navigate]);

  return (
    <WalletsPage titleKey="walletsWithdrawalTransaction">
      {stored && details.isPending ? <Loader /> : null}
      {details.isError ? <Banner kind="error">{errorMessage(details.error)}</Banner> : null}
      {stored && detail ? (
        <WithdrawForm
          detail={detail}
          quotes={ticker.data ?? NO_QUOTES}
          form={money.form}
          pending={money.pending}
          onSubmit={money.onSubmit}
          onCancel={() => void navigate('/crypto')}
        />
      ) : null}
      {money.dialogs}
    </WalletsPage>
  );
};
