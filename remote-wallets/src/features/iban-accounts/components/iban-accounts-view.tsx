import { useState } from 'react';
import { Banner, Button, Loader, type FiatCurrency } from '@portal/shared';
import { useUserDetails } from '../../../lib/api/get-user-details';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useIbanBalances } from '../api/get-iban-balances';
import { useIbanBankAccount } from '../../../lib/api/get-iban-bank-account';
import { downloadBankProof } from './bank-proof';
import { BankDetailsPanel } from './bank-details-panel';
import { IbanBalanceCards } from './iban-balance-cards';
import { IbanHistorySection } from './iban-history-section';
import { IbanKycPrompt } from './iban-kyc-prompt';
import { IbanTransferModal } from './iban-transfer-modal';
import { IbanWithdrawalModal } from './iban-withdrawal-modal';
import styles from './iban-accounts.module.css';

/** /iban-account: balances, bank details, transactions, transfer, withdrawal and the bank proof. */
export const IbanAccountsView = () => {
  const { t } = useWalletsTranslation();
  const balancesQuery = useIbanBalances();
  const bank = useIbanBankAccount();
  const user = useUserDetails();
  const [selected, setSelected] = useState<FiatCurrency>('EUR');
  const [modal, setModal] = useState<'transfer' | 'withdrawal' | null>(null);

  if (balancesQuery.isPending) return <Loader />;
  if (balancesQuery.isError) return <Banner kind="info">{t('ibanAccounts.noAccounts')}</Banner>;
  const data = balancesQuery.data.data;
  const balances: Partial<Record<FiatCurrency, string>> = {
    ...(data.eurAvailableBalance !== undefined ? { EUR: data.eurAvailableBalance } : {}),
    ...(data.usdAvailableBalance !== undefined ? { USD: data.usdAvailableBalance } : {}),
  };
  const currencies = Object.keys(balances) as FiatCurrency[];
  const prompt = <IbanKycPrompt />;
  if (currencies.length === 0) {
    return (
      <div className={styles.view}>
        <Banner kind="info">{t('ibanAccounts.noIban')}</Banner>
        {prompt}
      </div>
    );
  }
  const current = balances[selected] !== undefined ? selected : (currencies[0] ?? 'EUR');
  const holder = [user.data?.first_name, user.data?.last_name].filter(Boolean).join(' ');
  return (
    <div className={styles.view}>
      {prompt}
      <div className={styles.row}>
        {user.data?.account_type === 'Bank' ? null : (
          <Button onClick={() => setModal('transfer')}>{t('ibanAccounts.transfer')}</Button>
        )}
        <Button onClick={() => setModal('withdrawal')}>{t('ibanAccounts.withdrawal')}</Button>
        <Button variant="secondary" onClick={() => void downloadBankProof(bank.data ?? null, holder, t)}>
          {t('ibanAccounts.bankProof')}
        </Button>
      </div>
      <IbanBalanceCards
        balances={balances}
        selected={current}
        refreshing={balancesQuery.isFetching}
        onSelect={setSelected}
        onRefresh={() => void balancesQuery.refetch()}
      />
      <BankDetailsPanel currency={current} details={bank.data ?? null} />
      <IbanHistorySection currency={current} />
      {modal === 'transfer' ? (
        <IbanTransferModal currency={current} balances={balances} onClose={() => setModal(null)} />
      ) : null}
      {modal === 'withdrawal' ? (
        <IbanWithdrawalModal currency={current} balances={balances} onClose={() => setModal(null)} />
      ) : null}
    </div>
  );
};
