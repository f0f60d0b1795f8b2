import { useCallback, useId, useMemo, useState, type ChangeEvent } from 'react';
import { Button, flowFormStyles as styles, useBaseLimits, useUserAccounts } from '@portal/shared';
import { WalletsPage } from '../../../lib/wallets-page';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useAdminAccounts } from '../api/get-admin-accounts';
import { BankInstructions, instructionRows } from '../components/bank-instructions';
import { depositTargetOf } from '../hooks/use-deposit-flow';
import { DepositFundModal } from '../components/deposit-fund-modal';
import { DepositLimits } from '../components/deposit-limits';
import { DepositsTable } from '../components/deposits-table';
import { ShareMenu } from '../components/share-menu';

/** Route page /fiat-incoming-transfers (spec 02 §2 "Fiat incoming deposit"). */
export const FiatDepositPage = () => {
  const { t } = useWalletsTranslation();
  const admins = useAdminAccounts();
  const wallets = useUserAccounts();
  // Deposit limits are read with coinname EUR (spec 02 §7).
  const limits = useBaseLimits('EUR');
  const [chosenId, setChosenId] = useState<string>();
  const [depositing, setDepositing] = useState(false);
  const pickerId = useId();

  const accounts = useMemo(() => admins.data ?? [], [admins.data]);
  const chosen = accounts.find((account) => String(account.admin_account_id_pk) === chosenId) ?? accounts[0];
  const wallet = wallets.data?.find((one) => one.account_currency_type === chosen?.account_currency_type);
  const target = useMemo(
    () => (chosen ? depositTargetOf(chosen, wallet?.account_number) : undefined),
    [chosen, wallet?.account_number],
  );
  const rows = chosen && target ? instructionRows(chosen, target.reference, t) : [];
  const depositLimits = useMemo(
    () => ({ min: limits.data?.minbuydepositlimit, max: limits.data?.maxbuydepositlimit }),
    [limits.data],
  );

  const closeDeposit = useCallback(() => setDepositing(false), []);
  const onPick = (event: ChangeEvent<HTMLSelectElement>) => {
    setChosenId(event.target.value);
  };

  return (
    <WalletsPage
      titleKey="fiatIncomingTransfers"
      actions={
        chosen ? (
          <Button variant="primary" onClick={() => setDepositing(true)}>
            {t('fiatDeposit.depositFund')}
          </Button>
        ) : null
      }
    >
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="bank-instructions">
          <h2 id="bank-instructions">{t('fiatDeposit.bankInstructions')}</h2>
          {chosen ? (
            <>
              <div className={styles.label}>
                <label htmlFor={pickerId}>{t('fiatDeposit.selectAccount')}</label>
                <select
                  id={pickerId}
                  className={styles.select}
                  value={String(chosen.admin_account_id_pk)}
                  onChange={onPick}
                >
                  {accounts.map((account) => (
                    <option key={account.admin_account_id_pk} value={String(account.admin_account_id_pk)}>
                      {account.account_currency_type}
                    </option>
                  ))}
                </select>
              </div>
              <BankInstructions rows={rows} />
              <p className={styles.note}>{t('fiatDeposit.referenceNote')}</p>
              <ShareMenu rows={rows} />
            </>
          ) : admins.isSuccess ? (
            <p className={styles.note}>{t('fiatDeposit.noAccounts')}</p>
          ) : null}
        </section>
        <DepositLimits limits={limits.data} />
      </div>
      <DepositsTable />
      {target ? (
        <DepositFundModal open={depositing} onClose={closeDeposit} target={target} limits={depositLimits} />
      ) : null}
    </WalletsPage>
  );
};
