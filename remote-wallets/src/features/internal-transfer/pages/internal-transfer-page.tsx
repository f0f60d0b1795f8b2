import { useCallback, useState } from 'react';
import { flowFormStyles as styles } from '@portal/shared';
import type { FiatAccount } from '../../../lib/contract-types';
import { WalletsPage } from '../../../lib/wallets-page';
import { useInternalAccounts } from '../api/get-user-accounts';
import { AmountStep } from '../components/amount-step';
import { RecipientStep, type Recipient } from '../components/recipient-step';
import { useInternalTransferForm } from '../hooks/use-internal-transfer-form';

const NO_ACCOUNTS: FiatAccount[] = [];

/** Route page /fiat-internal-transfers (spec 02 §2 "Fiat internal transfer"): the recipient, then the amount
 * and message on the kit's money form (review with fee and total, confirm mode per internalotp, result). */
export const InternalTransferPage = () => {
  const answer = useInternalAccounts();
  const [recipient, setRecipient] = useState<Recipient | null>(null);
  const backToRecipient = useCallback(() => setRecipient(null), []);
  const { money, limits } = useInternalTransferForm(recipient, answer.data?.internalotp, backToRecipient);
  return (
    <WalletsPage titleKey="fiatInternalTransfers">
      <section className={styles.card}>
        {recipient ? (
          <AmountStep
            form={money.form}
            recipient={recipient}
            limits={limits}
            pending={money.pending}
            onBack={backToRecipient}
            onSubmit={money.onSubmit}
          />
        ) : (
          <RecipientStep accounts={answer.data?.data ?? NO_ACCOUNTS} onVerified={setRecipient} />
        )}
      </section>
      {money.dialogs}
    </WalletsPage>
  );
};
