import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { DepositPreviewData } from '../../../lib/contract-types';
import {
  Button,
  Modal,
  TextField,
  announceBalancesChanged,
  toast,
  useIdempotencyKey,
  flowFormStyles as styles,
} from '@portal/shared';
import { ProofFileField } from '../../../lib/proof-file-field';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useDepositFundCheck } from '../api/deposit-fund-check';
import { useSubmitFundDeposit } from '../api/submit-fund-deposit';
import {
  EMPTY_DEPOSIT_FORM,
  depositFormSchema,
  type DepositFormInput,
  type DepositLimits,
} from '../rules/deposit-schema';
import { DepositPreview } from './deposit-preview';

type Preview = DepositPreviewData;
type DepositFundModalProps = { open: boolean; onClose: () => void; accountId: string; limits: DepositLimits };

const callOf = (accountId: string, form: DepositFormInput) => ({
  body: {
    fundamount: form.fundamount.trim(),
    fundinfo: form.fundinfo.trim(),
    account_id: accountId,
    fileName: form.file?.name ?? '',
  },
  files: { file: form.file },
});

/** Deposit Fund: form → depositfundcheck preview → submitfunddeposit (multipart, proof as `file`). */
export const DepositFundModal = ({ open, onClose, accountId, limits }: DepositFundModalProps) => {
  const { t } = useWalletsTranslation();
  const schema = useMemo(() => depositFormSchema(limits, t), [limits, t]);
  const form = useForm<DepositFormInput>({
    resolver: valibotResolver(schema),
    defaultValues: EMPTY_DEPOSIT_FORM,
  });
  const check = useDepositFundCheck();
  const submit = useSubmitFundDeposit();
  const { key, renew } = useIdempotencyKey();
  const [preview, setPreview] = useState<Preview | null>(null);

  const close = () => {
    setPreview(null);
    onClose();
  };

  const onCheck = form.handleSubmit(async (values) => {
    try {
      const answer = await check.mutateAsync(callOf(accountId, values));
      renew();
      setPreview(answer.data);
    } catch (failure) {
      toast.fromError(failure);
    }
  });

  const onConfirm = async () => {
    try {
      const answer = await submit.mutateAsync({
        ...callOf(accountId, form.getValues()),
        idempotencyKey: key,
      });
      toast.success(answer.message || t('fiatDeposit.submitted'));
      renew();
      announceBalancesChanged('fiat-deposit');
      form.reset(EMPTY_DEPOSIT_FORM);
      close();
    } catch {
      // Spec 02 §8: a submission failure shows the generic message.
      toast.error(t('shared:errors.generic'));
    }
  };

  return (
    <Modal open={open} title={t('fiatDeposit.depositFund')} onClose={close} dismissible={!submit.isPending}>
      {preview ? (
        <DepositPreview
          preview={preview}
          pending={submit.isPending}
          onBack={() => setPreview(null)}
          onConfirm={() => void onConfirm()}
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
            <Button type="submit" variant="primary" pending={check.isPending}>
              {t('fiatDeposit.preview')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
};
