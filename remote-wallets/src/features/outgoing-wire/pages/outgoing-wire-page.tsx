import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button, flowFormStyles as styles, useBaseLimits, useMoneyForm } from '@portal/shared';
import type { BeneficiaryTemplate, Country, FiatAccount } from '../../../lib/contract-types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { WalletsPage } from '../../../lib/wallets-page';
import { useWireAccounts } from '../api/get-user-accounts';
import { TemplatePicker } from '../components/template-picker';
import { WireFields } from '../components/wire-fields';
import { WireLimits } from '../components/wire-limits';
import { useWireFlow } from '../hooks/use-wire-flow';
import { useWireTemplates } from '../hooks/use-wire-templates';
import { EMPTY_WIRE_FORM, wireFormSchema } from '../rules/wire-schema';

const NO_ACCOUNTS: FiatAccount[] = [];
const NO_COUNTRIES: Country[] = [];
const NO_TEMPLATES: BeneficiaryTemplate[] = [];

/** Route page /fiat-outgoing-transfers (spec 02 §2 "Withdraw Fiat, outgoing wire") on the kit's money form:
 * saved beneficiaries, the limits panel of the account's currency, check → review → confirm mode → result. */
export const OutgoingWirePage = () => {
  const { t } = useWalletsTranslation();
  const answer = useWireAccounts();
  const accounts = answer.data?.data ?? NO_ACCOUNTS;
  // The limits follow the chosen account's currency (read back from the form below).
  const [currency, setCurrency] = useState('');
  const limits = useBaseLimits(currency);
  const schema = useMemo(
    () => wireFormSchema({ min: limits.data?.minamount, max: limits.data?.maxamount }, t),
    [limits.data, t],
  );
  const [templateId, setTemplateId] = useState('');
  const clearTemplate = useMemo(() => () => setTemplateId(''), []);
  const flow = useWireFlow(templateId, clearTemplate);
  const money = useMoneyForm({
    defaultValues: EMPTY_WIRE_FORM,
    schema,
    flow,
    mode: answer.data?.outgoingotp,
  });
  const { form } = money;
  const templates = useWireTemplates(form, accounts, setTemplateId);
  const accountId = useWatch({ control: form.control, name: 'account' });
  const chosen = accounts.find((a) => String(a.account_id_pk) === accountId)?.account_currency_type ?? '';
  if (chosen !== currency) setCurrency(chosen);

  // The currency is locked to the chosen account's.
  useEffect(() => {
    form.setValue('currancy', currency);
  }, [currency, form]);

  return (
    <WalletsPage titleKey="fiatOutgoingTransfers">
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="wire-details">
          <h2 id="wire-details">{t('outgoingWire.details')}</h2>
          <TemplatePicker
            templates={answer.data?.templatearray ?? NO_TEMPLATES}
            value={templateId}
            onPick={(id) => void templates.pick(id)}
            onClear={templates.clear}
            onDelete={(id) => void templates.onDelete(id)}
            pending={templates.pending}
          />
          <form className={styles.form} onSubmit={money.onSubmit} noValidate>
            <WireFields
              form={form}
              accounts={accounts}
              countries={answer.data?.getallcountry ?? NO_COUNTRIES}
              templatePicked={templateId !== ''}
            />
            <div className={styles.actions}>
              <Button type="submit" variant="primary" pending={money.pending}>
                {t('outgoingWire.continue')}
              </Button>
            </div>
          </form>
        </section>
        <WireLimits limits={limits.data} currency={currency} />
      </div>
      {money.dialogs}
    </WalletsPage>
  );
};
