import { useMemo } from 'react';
import { Button, Modal, TextField, flowFormStyles as styles, useMoneyForm } from '@portal/shared';
import { ProofFileField } from '../../../lib/proof-file-field';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { type DepositTarget, useDepositFlow } from '../hooks/use-deposit-flow';
import { EMPTY_DEPOSIT_FORM, depositFormSchema, type DepositLimits } from '../rules/deposit-schema';

type DepositFundModalProps = {
  open: boolean;
  onClose: () => void;
  target: DepositTarget;
  limits: DepositLimits;
};

/** Deposit Fund: the form → depositfundcheck → the kit's review (the form steps aside meanwhile and comes back
 * as typed) → submitfunddeposit → the result. */
export const DepositFundModal = ({ open, onClose, target, limits }: DepositFundModalProps) => {
  const { t } = useWalletsTranslation();
  const schema = useMemo(() => depositFormSchema(limits, t), [limits, t]);
  const flow = useDepositFlow(target, onClose);
  const money = useMoneyForm({
    defaultValues: EMPTY_DEPOSIT_FORM,
    schema,
    flow,
    mode: undefined,
    amountField: 'fundamount',
  });

  return (
    <>
      <Modal open={open && !money.stepAside} title={t('fiatDeposit.depositFund')} onClose={onClose}>
        <form className={styles.form} onSubmit={money.onSubmit} noValidate>
          <TextField
            control={money.form.control}
            name="fundamount"
            label={t('fiatDeposit.amount')}
            placeholder={t('fiatDeposit.amountPlaceholder')}
            inputMode="decimal"
          />
          <TextField
            control={money.form.control}
            name="fundinfo"
            label={t('fiatDeposit.fundInfo')}
            placeholder={t('fiatDeposit.fundInfoPlaceholder')}
            multiline
          />
          <ProofFileField control={money.form.control} name="file" label={t('fiatDeposit.proof')} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="primary" pending={money.pending}>
              {t('fiatDeposit.preview')}
            </Button>
          </div>
        </form>
      </Modal>
      {money.dialogs}
    </>
  );
};
