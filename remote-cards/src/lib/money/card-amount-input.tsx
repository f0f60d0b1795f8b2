import type { Control, FieldValues, Path } from 'react-hook-form';
import { TextField, flowFormStyles as styles } from '@portal/shared';
import { useCardsTranslation } from '../use-cards-translation';

type CardAmountInputProps<V extends FieldValues> = {
  control: Control<V>;
  name: Path<V>;
  label: string;
  placeholder: string;
  /** The range quoted under the field (`quotedLimits`), once the card's currency is known. */
  limits: { min: string; max: string } | undefined;
  currency: string | undefined;
};

/** A card money form's amount field with the card's limits under it ('Minimum 10 EUR — Maximum 10000 EUR'). */
export const CardAmountInput = <V extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  limits,
  currency,
}: CardAmountInputProps<V>) => {
  const { t } = useCardsTranslation();
  return (
    <>
      <TextField control={control} name={name} label={label} placeholder={placeholder} inputMode="decimal" />
      {currency && limits ? (
        <p className={styles.note}>{t('common.limits', { ...limits, currency })}</p>
      ) : null}
    </>
  );
};
