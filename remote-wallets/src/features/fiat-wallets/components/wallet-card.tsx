import {
  Button,
  LinkButton,
  StatementAction,
  compare,
  formatFiat,
  maskText,
  useEnumLabel,
  type FiatAccount,
} from '@portal/shared';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { heldAmount } from '../rules/held-amount';
import styles from './wallet-cards.module.css';

export type WalletCardProps = {
  currency: string;
  /** Undefined: the placeholder card (no fiat accounts), 0.00 with masked details. */
  account?: FiatAccount;
  cryptoExchange: boolean;
  onTransfer: () => void;
  onEmail: () => void;
};

/** Spec 01 §2.7: the placeholder masks the details with asterisks of a plausible length. */
const PLACEHOLDER = {
  number: '0000000000',
  type: 'Wallet',
  name: 'Account holder',
  email: 'name@example.com',
  phone: '+00 0000000000',
  address: 'Street, City',
};

export const WalletCard = ({ currency, account, cryptoExchange, onTransfer, onEmail }: WalletCardProps) => {
  const { t } = useWalletsTranslation();
  const label = useEnumLabel();
  const held = account ? heldAmount(account) : '0';
  const shown = (value: string | null | undefined, placeholder: string) =>
    account ? (value ?? '') : maskText(placeholder);
  const details: [string, string][] = [
    [t('fiatWallets.accountNumber'), shown(account?.account_number, PLACEHOLDER.number)],
    [
      t('fiatWallets.accountType'),
      shown(account ? label('accountType', account.account_type) : undefined, PLACEHOLDER.type),
    ],
    [t('fiatWallets.customerName'), shown(account?.customer_name, PLACEHOLDER.name)],
    [t('fiatWallets.email'), shown(account?.customer_email, PLACEHOLDER.email)],
    [t('fiatWallets.phone'), shown(account?.customer_phone, PLACEHOLDER.phone)],
    [t('fiatWallets.address'), shown(account?.customer_address, PLACEHOLDER.address)],
  ];
  return (
    <article
      className={styles.card}
      data-wallet-card={currency}
      data-placeholder={account ? undefined : 'true'}
    >
      <h2>{t('fiatWallets.cardTitle', { currency })}</h2>
      <p className={styles.balance} data-balance={currency}>
        {formatFiat(account?.available_balance ?? '0', currency)}
      </p>
      {compare(held, 0) > 0 ? (
        <p className={styles.held} data-held={currency}>
          {t('fiatWallets.held', { amount: formatFiat(held, currency) })}
        </p>
      ) : null}
      <dl className={styles.details}>
        {details.map(([label, value]) => (
          <div key={label} className={styles.detail}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        {cryptoExchange ? (
          <LinkButton variant="outline" to="/fiat-outgoing-transfers">
            {t('fiatWallets.withdrawal')}
          </LinkButton>
        ) : (
          <LinkButton variant="outline" to="/iban-account">
            {t('fiatWallets.deposit')}
          </LinkButton>
        )}
        {account ? (
          <>
            <Button onClick={onTransfer}>{t('fiatWallets.transfer')}</Button>
            <Button variant="secondary" onClick={onEmail}>
              {t('fiatWallets.emailDetails')}
            </Button>
            <StatementAction
              target={{ source: 'wallet', ref: account.account_id_pk }}
              accountLabel={`${currency} ${account.account_number}`}
            />
          </>
        ) : null}
      </div>
    </article>
  );
};
