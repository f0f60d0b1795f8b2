import { compare, formatAmount } from '@portal/shared';
import { useTicker } from '../../../lib/crypto/get-ticker';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import styles from './ticker-strip.module.css';

/** Quotes from our own price feed (no third-party widget): EUR/USD with 4 decimals, the rest with 2. */
export const TickerStrip = () => {
  const { t } = useWalletsTranslation();
  const ticker = useTicker();
  if (!ticker.data?.length) return null;
  return (
    <ul className={styles.strip} aria-label={t('cryptoAccounts.tickerLabel')} data-ticker>
      {ticker.data.map((quote) => {
        const change = quote.change_percent;
        const up = compare(change, '0') >= 0;
        return (
          <li key={quote.symbol} className={styles.item} data-symbol={quote.symbol}>
            <strong>{quote.label}</strong>
            <span>{formatAmount(quote.price, quote.symbol === 'EURUSD' ? 4 : 2)}</span>
            <span className={up ? styles.up : styles.down}>{`${up ? '+' : ''}${change}%`}</span>
          </li>
        );
      })}
    </ul>
  );
};
