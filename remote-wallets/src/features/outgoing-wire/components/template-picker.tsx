import { useId, type ChangeEvent } from 'react';
import { Button, flowFormStyles as styles } from '@portal/shared';
import type { BeneficiaryTemplate } from '../../../lib/contract-types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';

type TemplatePickerProps = {
  templates: readonly BeneficiaryTemplate[];
  value: string;
  onPick: (templateId: string) => void;
  onClear: () => void;
  onDelete: (templateId: string) => void;
  pending: boolean;
};

/** Saved beneficiaries: pick fills the form, clear resets it, delete removes the template. */
export const TemplatePicker = ({
  templates,
  value,
  onPick,
  onClear,
  onDelete,
  pending,
}: TemplatePickerProps) => {
  const { t } = useWalletsTranslation();
  const id = useId();
  const pick = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.target.value) onPick(event.target.value);
    else onClear();
  };
  return (
    <div className={styles.menu}>
      <div className={styles.label}>
        <label htmlFor={id}>{t('outgoingWire.template')}</label>
        <select id={id} className={styles.select} value={value} onChange={pick} disabled={pending}>
          <option value="">{t('outgoingWire.templatePlaceholder')}</option>
          {templates.map((template) => (
            <option key={template.fiat_with_trans_id} value={String(template.fiat_with_trans_id)}>
              {template.temp_name ?? template.bank_account_name ?? ''}
            </option>
          ))}
        </select>
      </div>
      {value ? (
        <div className={styles.menuItems}>
          <Button variant="secondary" onClick={onClear}>
            {t('outgoingWire.clearTemplate')}
          </Button>
          <Button variant="link" onClick={() => onDelete(value)}>
            {t('outgoingWire.deleteTemplate')}
          </Button>
        </div>
      ) : null}
    </div>
  );
};
