import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type * as v from 'valibot';
import {
  TransactionResultModal,
  type TransactionResult,
  type TransactionResultModalProps,
} from '../../ui/transaction-result/transaction-result-modal';
import type { MoneyFlowSpec } from '../money-flow/money-flow-spec';
import { useMoneyFlow } from '../money-flow/use-money-flow';

type Links = NonNullable<TransactionResultModalProps['links']>;

export type MoneyFormOptions<In extends FieldValues, Out, P, R> = {
  defaultValues: DefaultValues<In>;
  /** The form's valibot schema. Rebuild it (useMemo) as the limits and balances it names arrive: the resolver
   * always validates with the latest one. */
  schema: v.GenericSchema<In, Out>;
  /** The money flow of the validated values (its review is mandatory). */
  flow: MoneyFlowSpec<Out, P, R>;
  /** The flow's second-factor setting as the server gives it (outgoingotp, internalotp, otp, cardtopup …). */
  mode: string | null | undefined;
  /** The field under which a refused preview's message is shown (default 'amount'). */
  amountField?: Path<In>;
  /** Where the result modal leads (e.g. /dashboard); a function picks them by outcome. */
  links?: Links | ((result: TransactionResult) => Links);
  /** After the result modal closed (a form in a dialog closes itself after a success). */
  onResultClosed?: (result: TransactionResult) => void;
};

/**
 * The kit's money form (decision 141): react-hook-form validated by the form's valibot schema (the latest one:
 * limits arrive after the account is chosen), the money flow (preview → review → confirm mode → submit once →
 * result) and the result modal. What was typed stays on a refusal and for Retry; a success clears the form.
 * Render `dialogs` once; submit the form with `onSubmit`.
 */
export const useMoneyForm = <In extends FieldValues, Out = In, P = undefined, R = unknown>(
  options: MoneyFormOptions<In, Out, P, R>,
) => {
  const { schema, flow: flowSpec, mode, amountField = 'amount' as Path<In>, links, onResultClosed } = options;
  const latest = useRef(schema);
  useEffect(() => {
    latest.current = schema;
  }, [schema]);
  const form = useForm<In, unknown, Out>({
    defaultValues: options.defaultValues,
    resolver: (values, context, resolverOptions) =>
      valibotResolver(latest.current)(values, context, resolverOptions),
  });
  const { reset } = form;
  const spec = useMemo<MoneyFlowSpec<Out, P, R>>(
    () => ({
      ...flowSpec,
      afterSuccess: (values, data) => {
        reset();
        flowSpec.afterSuccess?.(values, data);
      },
    }),
    [flowSpec, reset],
  );
  const flow = useMoneyFlow(spec, mode);
  const { start } = flow;
  const submit = form.handleSubmit(async (values) => {
    const refused = await start(values);
    if (refused) form.setError(amountField, { message: refused }, { shouldFocus: true });
  });
  const result = flow.result;
  const closeResult = () => {
    flow.clearResult();
    if (result) onResultClosed?.(result);
  };
  const dialogs = (
    <>
      {flow.dialog}
      <TransactionResultModal
        result={result}
        onClose={closeResult}
        onRetry={flow.clearResult}
        links={result && typeof links === 'function' ? links(result) : (links as Links | undefined)}
      />
    </>
  );
  return {
    form,
    flow,
    onSubmit: (event?: FormEvent) => void submit(event),
    /** A preview or the money call runs: the form's button shows it and cannot be pressed twice. */
    pending: flow.previewing || flow.busy || form.formState.isSubmitting,
    /** The review, the confirm mode or the result is open: a form in a dialog steps aside meanwhile (its values
     * stay for Back and Retry). */
    stepAside: flow.pending !== null || flow.busy || flow.result !== null,
    dialogs,
  };
};
