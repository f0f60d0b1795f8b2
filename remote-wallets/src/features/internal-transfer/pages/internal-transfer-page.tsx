import { useState } from 'react';
import type { FiatAccount } from '../../../lib/contract-types';
import { WalletsPage } from '../../../lib/wallets-page';
import { useInternalLimits } from '../api/get-base-limit';
import { useInternalAccounts } from '../api/get-user-accounts';
import { AmountStep } from '../components/amount-step';
import { RecipientStep, type Recipient } from '../components/recipient-step';
import { useInternalFlow } from '../hooks/use-internal-flow';
import { TransactionResultModal, flowFormStyles as styles } from '@portal/shared';

const NO_ACCOUNTS: FiatAccount[] = [];

/** Route page /fiat-internal-transfers (spec 02 §2 "Fiat internal transfer"). */
export const InternalTransferPage = () => {
  const answer = useInternalAccounts();
  const [recipient, setRecipient] = useState<Recipient | null>(null);
  const limits = useInternalLimits(recipient?.account.account_currency_type ?? '');
  const flow = useInternalFlow(answer.data?.internalotp, () => setRecipient(null));
  return (
    <WalletsPage titleKey="fiatInternalTransfers">
      <section className={styles.card}>
        {recipient ? (
          <AmountStep
            recipient={recipient}
            limits={limits.data}
            pending={flow.busy}
            onBack={() => setRecipient(null)}
            onSend={(values) => void flow.start({ recipient, values })}
          />
        ) : (
          <RecipientStep accounts={answer.data?.data ?? NO_ACCOUNTS} onVerified={setRecipient} />
        )}
      </section>
      {flow.dialog}
      <TransactionResultModal result={flow.result} onClose={flow.clearResult} onRetry={flow.clearResult} />
    </WalletsPage>
  );
};
