import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Modal, TextField, flowFormStyles as styles } from '@portal/shared';
import { ProofFileField } from '../../../lib/proof-file-field';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useDepositFlow } from '../hooks/use-deposit-flow';
import {
  EMPTY_DEPOSIT_FORM,
  depositFormSchema,
  type DepositFormInput,
  type DepositLimits,
} from '../rules/deposit-schema';
import { DepositPreview } from './deposit-preview';

type DepositFundModalProps = { open: boolean; onClose: () => void; accountId: string; limits: DepositLimits };

/** Deposit Fund: form → depositfundcheck preview → submitfunddeposit (multipart, proof as `file`). */
export const DepositFundModal = ({ open, onClose, accountId, limits }: DepositFundModalProps) => {
  const { t } = useWalletsTranslation();
  const schema = useMemo(() => depositFormSchema(limits, t), [limits, t]);
  const form = useForm<DepositFormInput>({
    resolver: valibotResolver(schema),
    defaultValues: EMPTY_DEPOSIT_FORM,
  });
  const flow = useDepositFlow(accountId, () => {
    form.reset(EMPTY_DEPOSIT_FORM);
    onClose();
  });
  const close = () => {
    flow.cancel();
    onClose();
  };
  const onCheck = form.handleSubmit(flow.start);

  return (
    <Modal open={open} title={t('fiatDeposit.depositFund')} onClose={close} dismissible={!flow.submitting}>
      {flow.pending?.preview ? (
        <DepositPreview
          preview={flow.pending.preview}
          pending={flow.submitting}
          onBack={flow.cancel}
          onConfirm={() => void flow.confirm()}
        />
      ) : (
        <form className={styles.form} onSubmit={(event) => void onCheck(event)} noValidate>
          <TextField
            control={form.control}
            name="fundamount"
            label={t('fiatDeposit.amount')}
            placeholder={t('fiatDeposit.amountPlaceholder')}
            inputMode="decimal"
          />
          <TextField
            control={form.control}
            name="fundinfo"
            label={t('fiatDeposit.fundInfo')}
            placeholder={t('fiatDeposit.fundInfoPlaceholder')}
            multiline
          />
          <ProofFileField control={form.control} name="file" label={t('fiatDeposit.proof')} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="primary" pending={flow.previewing}>
              {t('fiatDeposit.preview')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
};
