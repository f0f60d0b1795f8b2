import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Banner, Loader, errorMessage, TransactionResultModal } from '@portal/shared';
import { useAllCrypto } from '../../../lib/crypto/get-all-crypto';
import { useTicker } from '../../../lib/crypto/get-ticker';
import type { TickerQuote } from '../../../lib/crypto/types';
import { readStoredWithdraw } from '../../../lib/crypto/withdraw-storage';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { WalletsPage } from '../../../lib/wallets-page';
import { useWithdrawDetails } from '../api/get-withdraw-details';
import { WithdrawForm } from '../components/withdraw-form';
import { WithdrawPreviewModal } from '../components/withdraw-preview-modal';
import { useWithdrawFlow } from '../hooks/use-withdraw-flow';

const NO_QUOTES: TickerQuote[] = [];

/** /wallets-withdrawal-transaction: wallet id and address from localStorage; without them, back to /crypto. */
export const CryptoWithdrawPage = () => {
  const { t } = useWalletsTranslation();
  const navigate = useNavigate();
  const [stored] = useState(readStoredWithdraw);
  const details = useWithdrawDetails(stored);
  const crypto = useAllCrypto();
  const ticker = useTicker();
  const flow = useWithdrawFlow(t, crypto.data?.otp);
  useEffect(() => {
    if (!stored) void navigate('/crypto', { replace: true });
  }, [stored, navigate]);

  const links = [
    { to: '/dashboard', label: t('cryptoWithdraw.links.dashboard') },
    { to: '/crypto-transactions', label: t('cryptoWithdraw.links.cryptoTransactions') },
    { to: '/crypto', label: t('cryptoWithdraw.links.crypto') },
  ];
  const detail = details.data;

  return (
    <WalletsPage titleKey="walletsWithdrawalTransaction">
      {stored && details.isPending ? <Loader /> : null}
      {details.isError ? <Banner kind="error">{errorMessage(details.error)}</Banner> : null}
      {stored && detail ? (
        <WithdrawForm
          detail={detail}
          address={stored.address}
          quotes={ticker.data ?? NO_QUOTES}
          pending={flow.previewing || flow.submitting}
          onSubmit={async (values) => {
            await flow.start({
              walletId: stored.walletId,
              address: stored.address,
              coin: detail.coincode,
              values,
            });
          }}
          onCancel={() => void navigate('/crypto')}
        />
      ) : null}
      <WithdrawPreviewModal
        preview={flow.pending?.preview ?? null}
        onConfirm={() => void flow.confirm()}
        onClose={flow.cancel}
      />
      {flow.dialog}
      <TransactionResultModal
        result={flow.result}
        onClose={flow.clearResult}
        onRetry={flow.clearResult}
        links={links}
      />
    </WalletsPage>
  );
};
