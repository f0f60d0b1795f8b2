import { formatCrypto, formatFiat } from '@portal/shared';
import type { CryptoDetail, TickerQuote } from '../../../lib/crypto/types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { equivalentsOf } from '../rules/equivalents';
import { afterFee, networkFee } from '../rules/network-fee';
import styles from './withdraw-form.module.css';

export const ETH_GAS_FEE = '0.00262168';

/** Min/max, network fee (fixed or percent), what arrives, USD/EUR equivalents and the ETH gas note. */
export const WithdrawFacts = ({
  detail,
  amount,
  network,
  quotes,
}: {
  detail: CryptoDetail;
  amount: string;
  network: string;
  quotes: readonly TickerQuote[];
}) => {
  const { t } = useWalletsTranslation();
  const coin = detail.coincode;
  const fee = networkFee(amount, detail.feeamount, Boolean(detail.isfixed));
  const feeShown = detail.isfixed
    ? formatCrypto(fee, coin)
    : t('cryptoWithdraw.percentFee', { percent: detail.feeamount ?? '0', fee: formatCrypto(fee, coin) });
  const value = equivalentsOf(amount || '0', coin, quotes);
  const gas = coin.toUpperCase() === 'ETH' || /erc/i.test(network);
  const rows = [
    { id: 'available', label: t('cryptoWithdraw.available'), value: formatCrypto(detail.available, coin) },
    {
      id: 'min',
      label: t('cryptoWithdraw.minimum'),
      value: formatCrypto(detail.minamount ?? detail.min_amount, coin),
    },
    {
      id: 'max',
      label: t('cryptoWithdraw.maximum'),
      value: formatCrypto(detail.maxamount ?? detail.max_amount, coin),
    },
    { id: 'fee', label: t('cryptoWithdraw.networkFee'), value: feeShown },
    { id: 'receive', label: t('cryptoWithdraw.receive'), value: formatCrypto(afterFee(amount, fee), coin) },
    { id: 'usd', label: t('cryptoWithdraw.usdValue'), value: value ? formatFiat(value.usd, 'USD') : '—' },
    { id: 'eur', label: t('cryptoWithdraw.eurValue'), value: value ? formatFiat(value.eur, 'EUR') : '—' },
  ];
  return (
    <>
      <dl className={styles.facts}>
        {rows.map((row) => (
          <div key={row.id} data-fact={row.id}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {gas ? <p className={styles.note}>{t('cryptoWithdraw.gasNote', { fee: ETH_GAS_FEE })}</p> : null}
    </>
  );
};
