import { useMemo } from 'react';
import { valueCurrency } from '@portal/shared/contract';
import { Button, DataTable, formatCrypto, formatFiat, type DataColumn } from '@portal/shared';
import { useAllCrypto } from '../../../lib/crypto/get-all-crypto';
import type { CryptoWallet } from '../../../lib/crypto/types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useCoinPrices } from '../api/get-prices';
import { walletValue } from '../rules/wallet-value';
import styles from './crypto-tabs.module.css';
import { WalletAction } from './wallet-action';

const EMPTY: CryptoWallet[] = [];
const balanceOf = (w: CryptoWallet) => w.wallet_balance ?? w.total_available;

export type CryptoAccountsTableProps = {
  /** The /crypto page opens the wallet-address update modal; the dashboard widget has no such action. */
  onUpdateAddress?: (wallet: CryptoWallet) => void;
  /** The page has its own h1 with the same words. */
  hideTitle?: boolean;
};

/** Dashboard widget and part of the /crypto page (spec 01 §2.7, spec 02 §2): export of code, address, balance. */
export const CryptoAccountsTable = ({ onUpdateAddress, hideTitle = false }: CryptoAccountsTableProps) => {
  const { t } = useWalletsTranslation();
  const crypto = useAllCrypto();
  const currency = valueCurrency(crypto.data?.accounts);
  const prices = useCoinPrices(currency).data;

  const columns = useMemo<DataColumn<CryptoWallet>[]>(
    () => [
      {
        id: 'coin',
        header: t('cryptoAccounts.coin'),
        value: (w) => w.coin ?? w.coin_code,
        role: 'primary',
        exportable: false,
      },
      { id: 'code', header: t('cryptoAccounts.coinCode'), value: (w) => w.coin_code },
      {
        id: 'address',
        header: t('cryptoAccounts.walletAddress'),
        value: (w) => w.wallet_address?.trim() || t('cryptoAccounts.na'),
      },
      {
        id: 'balance',
        header: t('cryptoAccounts.walletBalance'),
        value: (w) => formatCrypto(w.wallet_balance ?? w.total_available),
        money: (w) => ({ amount: balanceOf(w), currency: w.coin_code }),
        align: 'end',
        role: 'amount',
      },
      {
        // Issue 23: what the coins are worth in the account currency, at the feed's live price.
        id: 'value',
        header: t('cryptoAccounts.walletValue', { currency }),
        value: (w) => {
          const value = walletValue(balanceOf(w), prices?.get(w.coin_code), currency);
          return value === undefined ? t('cryptoAccounts.na') : formatFiat(value, currency);
        },
        money: (w) => ({ amount: walletValue(balanceOf(w), prices?.get(w.coin_code), currency), currency }),
        align: 'end',
      },
      {
        id: 'action',
        header: t('cryptoAccounts.action'),
        value: () => '',
        exportable: false,
        cell: (w) => (
          <span className={styles.actions} data-coin={w.coin_code}>
            <WalletAction wallet={w} />
            {onUpdateAddress ? (
              <Button
                variant="link"
                onClick={() => onUpdateAddress(w)}
                aria-label={t('cryptoAccounts.updateAddressOf', { coin: w.coin_code })}
              >
                {t('cryptoAccounts.updateAddress')}
              </Button>
            ) : null}
          </span>
        ),
      },
    ],
    [t, onUpdateAddress, currency, prices],
  );

  return (
    <section data-remote="wallets" data-widget="CryptoAccountsTable">
      <DataTable
        columns={columns}
        data={crypto.data?.usercryptowallet ?? EMPTY}
        loading={crypto.isPending}
        title={hideTitle ? undefined : t('cryptoAccounts.tableTitle')}
        emptyTitle={t('cryptoAccounts.tableTitle')}
        exportName={t('cryptoAccounts.exportName')}
        getRowId={(w) => w.crypto_wallet_id}
      />
    </section>
  );
};
