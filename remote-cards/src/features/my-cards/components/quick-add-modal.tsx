import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Modal, SelectField, TextField, toast, FormActions, flowFormStyles as styles } from '@portal/shared';
import type { FiatAccount } from '../../../lib/contract-types';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { useQuickAddVirtual } from '../api/submit-virtual';
import { quickAddSchema, type QuickAddInput } from '../rules/quick-add-schema';
import { toastCardsError } from '../../../lib/card-errors';
import { accountOption } from '../../../lib/money/card-options';

type QuickAddModalProps = { open: boolean; accounts: readonly FiatAccount[]; onClose: () => void };

/** Quick add of a virtual card: an account without a card and a card name (spec 03 §2, §5). */
export const QuickAddModal = ({ open, accounts, onClose }: QuickAddModalProps) => {
  const { t } = useCardsTranslation();
  const schema = useMemo(() => quickAddSchema(t), [t]);
  const { control, handleSubmit, reset } = useForm<QuickAddInput>({
    resolver: valibotResolver(schema),
    defaultValues: { account: '', title: '' },
  });
  const add = useQuickAddVirtual();
  const options = accounts.map((account) => accountOption(account));

  const handleClose = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await add.mutateAsync({ body: { account: values.account, title: values.title.trim() } });
      toast.success(answer.message ?? '');
      handleClose();
    } catch (failure) {
      toastCardsError(failure);
    }
  });

  return (
    <Modal open={open} title={t('myCards.quickAddTitle')} onClose={handleClose} dismissible={!add.isPending}>
      <form className={styles.form} onSubmit={onSubmit} noValidate data-form="quick-add">
        <SelectField
          control={control}
          name="account"
          label={t('myCards.account')}
          options={options}
          placeholder={t('myCards.selectAccountPlaceholder')}
        />
        <TextField
          control={control}
          name="title"
          label={t('myCards.cardName')}
          placeholder={t('myCards.cardNamePlaceholder')}
          maxLength={60}
        />
        <FormActions onCancel={handleClose} pending={add.isPending} />
      </form>
    </Modal>
  );
};
