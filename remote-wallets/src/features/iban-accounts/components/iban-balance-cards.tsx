import { Button, StatementAction, formatFiat, type FiatCurrency } from '@portal/shared';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import styles from './iban-accounts.module.css';

export type IbanBalanceCardsProps = {
  balances: Partial<Record<FiatCurrency, string>>;
  selected: FiatCurrency;
  refreshing: boolean;
  onSelect: (currency: FiatCurrency) => void;
  onRefresh: () => void;
};

/** One card per IBAN account (EUR, USD) with its available balance and a refresh-balance button. */
export const IbanBalanceCards = ({
  balances,
  selected,
  refreshing,
  onSelect,
  onRefresh,
}: IbanBalanceCardsProps) => {
  const { t } = useWalletsTranslation();
  const currencies = (['EUR', 'USD'] as const).filter((currency) => balances[currency] !== undefined);
  return (
    <div className={styles.cards}>
      {currencies.map((currency) => (
        <article
          key={currency}
          className={`${styles.card} ${currency === selected ? styles.selected : ''}`}
          data-iban-card={currency}
        >
          <h2>{t('ibanAccounts.balanceTitle', { currency })}</h2>
          <p className={styles.note}>{t('ibanAccounts.availableBalance')}</p>
          <p className={styles.balance} data-balance={currency}>
            {formatFiat(balances[currency], currency)}
          </p>
          <div className={styles.row}>
            <Button
              variant="secondary"
              pending={refreshing}
              onClick={onRefresh}
              aria-label={`${t('ibanAccounts.refresh')} ${currency}`}
            >
              {t('ibanAccounts.refresh')}
            </Button>
            <StatementAction
              target={{ source: 'iban', ref: currency }}
              accountLabel={t('ibanAccounts.balanceTitle', { currency })}
            />
            {currency === selected ? null : (
              <Button variant="link" onClick={() => onSelect(currency)}>
                {t('ibanAccounts.select')}
              </Button>
            )}
          </div>
        </article>
      ))}
    </div>
  );
};
