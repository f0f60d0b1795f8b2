import type { Control } from 'react-hook-form';
import { SelectField, TextField, flowFormStyles as styles } from '@portal/shared';
import { cardBalance } from '../../../lib/cards/card-format';
import { CardAmountInput } from '../../../lib/money/card-amount-input';
import type { Option } from '../../../lib/money/card-options';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import type { TransferValues } from '../rules/transfer-schema';

export type TransferFieldsProps = {
  control: Control<TransferValues>;
  cardOptions: Option[];
  accountOptions: Option[];
  card: { total_available?: string | null; card_currancy?: string | null } | undefined;
  limits: { min: string; max: string } | undefined;
  currency: string | undefined;
};

/** The fields of the card → account form, with the card's balance and the limits under them. */
export const TransferFields = ({
  control,
  cardOptions,
  accountOptions,
  card,
  limits,
  currency,
}: TransferFieldsProps) => {
  const { t } = useCardsTranslation();
  return (
    <>
      <SelectField
        control={control}
        name="card_id"
        label={t('transferAccount.card')}
        options={cardOptions}
        placeholder={t('transferAccount.selectCardPlaceholder')}
      />
      {card ? (
        <p className={styles.note}>
          {t('transferAccount.cardBalance', {
            balance: cardBalance(card.total_available, card.card_currancy),
          })}
        </p>
      ) : null}
      <SelectField
        control={control}
        name="account_id"
        label={t('transferAccount.account')}
        options={accountOptions}
        placeholder={t('transferAccount.selectAccountPlaceholder')}
      />
      <CardAmountInput
        control={control}
        name="amount"
        label={t('transferAccount.amount')}
        placeholder={t('transferAccount.amountPlaceholder')}
        limits={limits}
        currency={currency}
      />
      <TextField
        control={control}
        name="causal"
        label={t('transferAccount.causal')}
        placeholder={t('transferAccount.causalPlaceholder')}
      />
    </>
  );
};
