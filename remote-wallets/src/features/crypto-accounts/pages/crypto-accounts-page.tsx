import { useState } from 'react';
import { useAllCrypto } from '../../../lib/crypto/get-all-crypto';
import type { CryptoWallet } from '../../../lib/crypto/types';
import { WalletsPage } from '../../../lib/wallets-page';
import { CryptoAccountsTable } from '../components/crypto-accounts-table';
import { CryptoTabs } from '../components/crypto-tabs';
import styles from '../components/crypto-tabs.module.css';
import { TickerStrip } from '../components/ticker-strip';
import { WalletAddressModal } from '../components/wallet-address-modal';

const EMPTY: CryptoWallet[] = [];

/** /crypto: ticker, wallets table, Deposit / Withdraw / Transfer tabs, wallet-address update modal. */
export const CryptoAccountsPage = () => {
  const crypto = useAllCrypto();
  const [editing, setEditing] = useState<CryptoWallet | null>(null);
  return (
    <WalletsPage titleKey="crypto">
      <TickerStrip />
      <div className={styles.layout}>
        <CryptoAccountsTable onUpdateAddress={setEditing} hideTitle />
        <CryptoTabs wallets={crypto.data?.usercryptowallet ?? EMPTY} otp={crypto.data?.otp} />
      </div>
      {editing ? (
        <WalletAddressModal
          key={editing.crypto_wallet_id}
          wallet={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </WalletsPage>
  );
};
