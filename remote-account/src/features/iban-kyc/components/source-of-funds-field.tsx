import { useController } from 'react-hook-form';
import { translateMessage } from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { SOURCES_OF_FUNDS } from '../schemas/iban-kyc-schema';
import type { SectionProps } from './section-props';
import styles from './iban-kyc-form.module.css';

/** Source of funds: one or more of the spec's options (sent as a JSON list). */
export const SourceOfFundsField = ({ control }: SectionProps) => {
  const { t } = useAccountTranslation();
  const {
    field: { value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'source_of_funds' });
  const chosen = value ?? [];
  const toggle = (option: string, on: boolean) =>
    onChange(on ? [...chosen, option] : chosen.filter((item) => item !== option));
  return (
    <fieldset className={styles.choices} aria-invalid={Boolean(fieldState.error)}>
      <legend>{t('ibanKyc.fields.source_of_funds')}</legend>
      {SOURCES_OF_FUNDS.map((option, index) => (
        <label key={option} className={styles.choice}>
          <input
            type="checkbox"
            checked={chosen.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
            onBlur={onBlur}
          />
          <span>{t(`ibanKyc.options.sourceOfFunds.${index}`)}</span>
        </label>
      ))}
      {fieldState.error ? (
        <p className={styles.error} role="alert">
          {translateMessage(fieldState.error.message)}
        </p>
      ) : null}
    </fieldset>
  );
};
