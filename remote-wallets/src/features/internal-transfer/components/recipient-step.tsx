import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Banner, Button, SelectField, TextField, toast, flowFormStyles as styles } from '@portal/shared';
import type { FiatAccount } from '../../../lib/contract-types';
import { accountOption } from '../../../lib/account-option';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useCheckEmailAccount } from '../api/check-email-account';
import { recipientIssue } from '../rules/internal-schema';

export type Recipient = { account: FiatAccount; email: string; name: string };
type RecipientForm = { account: string; email: string };

/** From-account and recipient e-mail; Next verifies the recipient (checkemailaccount → display name). */
export const RecipientStep = ({
  accounts,
  onVerified,
}: {
  accounts: readonly FiatAccount[];
  onVerified: (recipient: Recipient) => void;
}) => {
  const { t } = useWalletsTranslation();
  const form = useForm<RecipientForm>({ defaultValues: { account: '', email: '' } });
  const check = useCheckEmailAccount();
  const [issue, setIssue] = useState<string>();
  const options = useMemo(() => accounts.map(accountOption), [accounts]);

  const onNext = form.handleSubmit(async ({ account, email }) => {
    const problem = recipientIssue(account, email, t);
    setIssue(problem);
    const chosen = accounts.find((a) => String(a.account_id_pk) === account);
    if (problem || !chosen) return;
    try {
      const answer = await check.mutateAsync({
        body: { user_email: email.trim(), currancy: chosen.account_currency_type as 'EUR' | 'USD' },
      });
      onVerified({ account: chosen, email: email.trim(), name: answer.data });
    } catch (failure) {
      toast.fromError(failure);
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onNext(event)} noValidate>
      <SelectField
        control={form.control}
        name="account"
        label={t('internalTransfer.fromAccount')}
        options={options}
        placeholder={t('internalTransfer.selectAccount')}
      />
      <TextField
        control={form.control}
        name="email"
        type="email"
        label={t('internalTransfer.email')}
        placeholder={t('internalTransfer.emailPlaceholder')}
      />
      {issue ? <Banner kind="error">{issue}</Banner> : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" pending={check.isPending}>
          {t('common.next')}
        </Button>
      </div>
    </form>
  );
};
