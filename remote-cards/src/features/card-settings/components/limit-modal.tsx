import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Modal,
  TextField,
  TOAST_DURATIONS,
  formatFiat,
  toast,
  DetailRows,
  FormActions,
  Tabs,
} from '@portal/shared';
import type { CardDetailsAnswer } from '../../../lib/contract-types';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import styles from './card-settings.module.css';
import { useUpdateCardLimit } from '../api/card-settings-mutations';
import { LIMIT_TABS, limitSchema, type LimitInput } from '../rules/limit-schema';
import { toastCardsError } from '../../../lib/card-errors';

type Tab = (typeof LIMIT_TABS)[number]['id'];
const TAB_KEYS: Record<Tab, string> = {
  daily: 'tabDaily',
  weekly: 'tabWeekly',
  monthly: 'tabMonthly',
  transaction: 'tabTransaction',
};

type LimitModalProps = { open: boolean; cardId: string; details: CardDetailsAnswer; onClose: () => void };

/** The limit modal: tabs Daily (default), Weekly, Monthly, per transaction, each with its current values and
 * its field; success → the server's message for 3 s and a card reload (spec 03 §8). */
export const LimitModal = ({ open, cardId, details, onClose }: LimitModalProps) => {
  const { t } = useCardsTranslation();
  const [tab, setTab] = useState<Tab>('daily');
  const schema = useMemo(() => limitSchema(t), [t]);
  const caps = details.api_card_data?.limits;
  const current: LimitInput = {
    dailycap: caps?.daily_cap ?? '',
    weeklycap: caps?.weekly_cap ?? '',
    monthlycap: caps?.monthly_cap ?? '',
    pertranscap: caps?.per_transaction_cap ?? '',
  };
  const { control, handleSubmit } = useForm<LimitInput>({
    resolver: valibotResolver(schema),
    values: current,
  });
  const update = useUpdateCardLimit();
  const currency = details.data[0]?.card_currancy ?? 'USD';

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const answer = await update.mutateAsync({ body: { card_id: cardId, ...values } });
        toast.success(answer.message ?? '', TOAST_DURATIONS.short);
        onClose();
      } catch (failure) {
        toastCardsError(failure);
      }
    },
    // The first invalid field's tab is shown, so its message is visible.
    (errors) => {
      const first = LIMIT_TABS.find((entry) => errors[entry.field]);
      if (first) setTab(first.id);
    },
  );

  return (
    <Modal
      open={open}
      title={t('cardSettings.limitTitle')}
      onClose={onClose}
      dismissible={!update.isPending}
      size="wide"
    >
      <Tabs
        tabs={LIMIT_TABS.map((entry) => ({ key: entry.id, label: t(`cardSettings.${TAB_KEYS[entry.id]}`) }))}
        active={tab}
        onChange={setTab}
      >
        <form onSubmit={onSubmit} noValidate data-form="card-limits" className={styles.limitForm}>
          {LIMIT_TABS.map((entry) => {
            const display = details[entry.display];
            return (
              <div key={entry.id} hidden={tab !== entry.id} data-limit-tab={entry.id}>
                <DetailRows
                  rows={(['purchase', 'withdraw', 'internet', 'contactless'] as const).map((kind) => ({
                    label: t(`cardSettings.${kind}`),
                    value: formatFiat(display?.[kind] ?? '0', currency),
                  }))}
                />
                <TextField
                  control={control}
                  name={entry.field}
                  label={t(`cardSettings.${entry.field}`)}
                  inputMode="decimal"
                />
              </div>
            );
          })}
          <FormActions onCancel={onClose} pending={update.isPending} />
        </form>
      </Tabs>
    </Modal>
  );
};
