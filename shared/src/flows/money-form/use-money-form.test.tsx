import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MemoryRouter } from 'react-router-dom';
import * as v from 'valibot';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../api/query-client';
import { TextField } from '../../ui/form/text-field';
import type { MoneyFlowSpec } from '../money-flow/money-flow-spec';
import { amountField } from './amount-rules';
import { useMoneyForm } from './use-money-form';

type Values = { amount: string };
const submit = jest.fn<Promise<{ ref: string }>, [Values]>();
const preview = jest.fn<Promise<{ fee: string }>, [Values]>();

const spec: MoneyFlowSpec<Values, { fee: string }, { ref: string }> = {
  source: 'form-test',
  preview,
  previewFailed: (_values, failure) => ({ fieldError: (failure as ApiError).serverMessage }),
  review: (values, p) => ({
    amount: { amount: values.amount, currency: 'USD' },
    fee: { amount: p?.fee ?? '0', currency: 'USD' },
    total: { amount: values.amount, currency: 'USD' },
    from: { name: 'USD wallet' },
    to: { name: 'Card' },
  }),
  submit: (values) => submit(values),
  success: (_values, data) => ({ outcome: 'success', rows: [{ label: 'Reference', value: data.ref }] }),
  failure: (_values, details) => ({ outcome: 'failed', rows: [{ label: 'Details', value: details }] }),
};

/** A form whose minimum arrives later (as getbaselimit does after the account is chosen). */
const Form = ({ min }: { min: string }) => {
  const schema = useMemo(
    () =>
      v.object({
        amount: amountField({ min }, { invalid: 'Enter amount', minimum: `Minimum ${min}`, maximum: '' }),
      }),
    [min],
  );
  const money = useMoneyForm({
    defaultValues: { amount: '' },
    schema,
    flow: spec,
    mode: null,
    links: [{ to: '/dashboard', label: 'Dashboard' }],
  });
  return (
    <form onSubmit={money.onSubmit} noValidate>
      <TextField control={money.form.control} name="amount" label="Amount" />
      <button type="submit">Continue</button>
      {money.dialogs}
    </form>
  );
};

const mount = (min = '0') => {
  const view = render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <Form min={min} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  const rerender = (next: string) =>
    view.rerender(
      <MemoryRouter>
        <QueryClientProvider client={queryClient}>
          <Form min={next} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
  return { rerender };
};
const amount = () => screen.getByLabelText('Amount') as HTMLInputElement;
const type = (value: string) => fireEvent.change(amount(), { target: { value } });
const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

beforeEach(() => {
  submit.mockReset();
  preview.mockReset().mockResolvedValue({ fee: '1.00' });
});

describe('useMoneyForm', () => {
  it('validates with the latest schema: a minimum that arrived later applies', async () => {
    const { rerender } = mount('0');
    rerender('50');
    type('20');
    await press('Continue');
    expect(screen.getByRole('alert').textContent).toBe('Minimum 50');
    expect(preview).not.toHaveBeenCalled();
  });

  it('reviews, submits on Confirm, shows the result with its links and clears the form', async () => {
    submit.mockResolvedValue({ ref: 'R-1' });
    mount();
    type('20');
    await press('Continue');
    expect(screen.getByRole('dialog', { name: 'Review and confirm' })).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    await press('Confirm');
    expect(submit).toHaveBeenCalledWith({ amount: '20' });
    expect(screen.getByRole('dialog', { name: 'Transaction Successful' }).textContent).toContain('R-1');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(amount().value).toBe('');
  });

  it('keeps what was typed on a refusal, and Retry goes back to it', async () => {
    submit.mockRejectedValue(new ApiError('server', { code: '402', serverMessage: 'Insufficient balance' }));
    mount();
    type('20');
    await press('Continue');
    await press('Confirm');
    expect(screen.getByRole('dialog', { name: 'Transaction Failed' }).textContent).toContain(
      'Insufficient balance',
    );
    await press('Retry');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(amount().value).toBe('20');
  });

  it('puts a refused preview under the amount field', async () => {
    preview.mockRejectedValue(new ApiError('server', { code: '422', serverMessage: 'Maximum Amount is 10' }));
    mount();
    type('20');
    await press('Continue');
    expect(screen.getByRole('alert').textContent).toBe('Maximum Amount is 10');
    expect(amount().value).toBe('20');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
