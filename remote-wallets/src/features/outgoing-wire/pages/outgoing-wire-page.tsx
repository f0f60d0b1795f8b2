import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, TransactionResultModal, flowFormStyles as styles } from '@portal/shared';
import type { BeneficiaryTemplate, Country, FiatAccount } from '../../../lib/contract-types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { WalletsPage } from '../../../lib/wallets-page';
import { useWireLimits } from '../api/get-base-limit';
import { useWireAccounts } from '../api/get-user-accounts';
import { TemplatePicker } from '../components/template-picker';
import { WireFields } from '../components/wire-fields';
import { WireLimits } from '../components/wire-limits';
import { WirePreviewModal } from '../components/wire-preview-modal';
import { useWireFlow } from '../hooks/use-wire-flow';
import { useWireTemplates } from '../hooks/use-wire-templates';
import { EMPTY_WIRE_FORM, wireFormSchema, type WireFormInput } from '../rules/wire-schema';

const NO_ACCOUNTS: FiatAccount[] = [];
const NO_COUNTRIES: Country[] = [];
const NO_TEMPLATES: BeneficiaryTemplate[] = [];

/** Route page /fiat-outgoing-transfers (spec 02 §2 "Withdraw Fiat, outgoing wire"). */
export const OutgoingWirePage = () => {
  const { t } = useWalletsTranslation();
  const answer = useWireAccounts();
  const accounts = answer.data?.data ?? NO_ACCOUNTS;
  // The rules depend on the limits of the chosen account's currency: the resolver reads the latest schema.
  const schemaRef = useRef(wireFormSchema({}, t));
  const form = useForm<WireFormInput>({
    defaultValues: EMPTY_WIRE_FORM,
    resolver: (values, context, options) => valibotResolver(schemaRef.current)(values, context, options),
  });
  const accountId = useWatch({ control: form.control, name: 'account' });
  const currency = accounts.find((a) => String(a.account_id_pk) === accountId)?.account_currency_type ?? '';
  const limits = useWireLimits(currency);
  const schema = useMemo(
    () => wireFormSchema({ min: limits.data?.minamount, max: limits.data?.maxamount }, t),
    [limits.data, t],
  );
  const templates = useWireTemplates(form, accounts);
  const flow = useWireFlow(answer.data?.outgoingotp, templates.templateId, templates.clear);

  // The currency is locked to the chosen account's.
  useEffect(() => {
    form.setValue('currancy', currency);
  }, [currency, form]);
  useEffect(() => {
    schemaRef.current = schema;
  }, [schema]);

  return (
    <WalletsPage titleKey="fiatOutgoingTransfers">
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="wire-details">
          <h2 id="wire-details">{t('outgoingWire.details')}</h2>
          <TemplatePicker
            templates={answer.data?.templatearray ?? NO_TEMPLATES}
            value={templates.templateId}
            onPick={(id) => void templates.pick(id)}
            onClear={templates.clear}
            onDelete={(id) => void templates.onDelete(id)}
            pending={templates.pending}
          />
          <form
            className={styles.form}
            onSubmit={(event) => void form.handleSubmit(flow.start)(event)}
            noValidate
          >
            <WireFields
              form={form}
              accounts={accounts}
              countries={answer.data?.getallcountry ?? NO_COUNTRIES}
              templatePicked={templates.templateId !== ''}
            />
            <div className={styles.actions}>
              <Button type="submit" variant="primary" pending={flow.previewing}>
                {t('outgoingWire.continue')}
              </Button>
            </div>
          </form>
        </section>
        <WireLimits limits={limits.data} currency={currency} />
      </div>
      <WirePreviewModal
        preview={flow.pending?.preview ?? null}
        pending={flow.submitting}
        onEdit={flow.cancel}
        onConfirm={() => void flow.confirm()}
      />
      {flow.dialog}
      <TransactionResultModal result={flow.result} onClose={flow.clearResult} onRetry={flow.clearResult} />
    </WalletsPage>
  );
};
