import { Fragment } from 'react';
import { Banner, CopyButton, QrCode, formatCrypto } from '@portal/shared';
import type { CryptoDetail } from '../../../lib/crypto/types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import styles from './deposit-detail.module.css';

/** Coin, balances, deposit min/max, the note, the address with copy and its QR code (spec 02 §2). */
export const DepositDetail = ({ detail }: { detail: CryptoDetail }) => {
  const { t } = useWalletsTranslation();
  const coin = detail.coincode;
  const address = detail.coinaddress ?? '';
  const rows = [
    { label: t('cryptoDeposit.coin'), value: detail.coin ? `${detail.coin} (${coin})` : coin },
    { label: t('cryptoDeposit.totalBalance'), value: formatCrypto(detail.walletbalance, coin) },
    { label: t('cryptoDeposit.availableBalance'), value: formatCrypto(detail.available, coin) },
    { label: t('cryptoDeposit.minimum'), value: formatCrypto(detail.min_amount ?? detail.minamount, coin) },
    { label: t('cryptoDeposit.maximum'), value: formatCrypto(detail.max_amount ?? detail.maxamount, coin) },
    { label: t('cryptoDeposit.network'), value: detail.network ?? '' },
  ];
  return (
    <div className={styles.detail}>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <Fragment key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </Fragment>
        ))}
        <dt>{t('cryptoDeposit.address')}</dt>
        <dd className={styles.address}>
          <code data-deposit-address>{address}</code>
          <CopyButton value={address} label={t('cryptoDeposit.copyAddress')} />
        </dd>
      </dl>
      {address ? <QrCode value={address} size={180} alt={t('cryptoDeposit.qrAlt', { coin })} /> : null}
      {detail.note ? (
        <div className={styles.note}>
          <Banner kind="info">{detail.note}</Banner>
        </div>
      ) : null}
    </div>
  );
};
