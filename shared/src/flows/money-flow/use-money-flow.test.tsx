import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { configureApi } from '../../api/config';
import { queryClient } from '../../api/query-client';
import { stubNetwork } from '../../api/test-adapter';
import { bus } from '../../bus/event-bus';
import type { MoneyReview } from '../../ui/money-review/money-review';
import { toastStore } from '../../ui/toast/toast-store';
import { TransactionResultModal } from '../../ui/transaction-result/transaction-result-modal';
import type { MoneyFlowSpec } from './money-flow-spec';
import { useMoneyFlow } from './use-money-flow';
import { reviewFigure } from '../../testing/review-figure';

type Values = { amount: string };
type Preview = { fee: string };
const AUTHENTICATOR = 'Google Authentication';
const SMS = 'SMS OTP Authentication';

const preview = jest.fn<Promise<Preview>, [Values]>();
const submit = jest.fn<Promise<{ ref: string }>, [Values, unknown, string, Preview | undefined]>();
const announced = jest.fn();
let off: () => void = () => undefined;

/** amount + fee, EUR, from the preview: what the customer must see before anything is submitted. */
const reviewOf = (values: Values, p: Preview | undefined): MoneyReview => ({
  amount: { amount: values.amount, currency: 'EUR' },
  fee: { amount: p?.fee ?? '0', currency: 'EUR' },
  total: { amount: String(Number(values.amount) + Number(p?.fee ?? 0)), currency: 'EUR' },
  from: { name: 'EUR wallet', detail: '4100000180' },
  to: { name: 'Paula Martin', detail: 'personal@demo.portal' },
});

const baseSpec = (): MoneyFlowSpec<Values, Preview, { ref: string }> => ({
  source: 'test-flow',
  preview,
  review: reviewOf,
  submit,
  success: (values, data) => ({ outcome: 'success', rows: [{ label: 'Ref', value: data.ref }] }),
  failure: (values, details) => ({ outcome: 'failed', rows: [{ label: 'Details', value: details }] }),
});

let fieldError: string | undefined;
const Harness = ({
  spec,
  mode = null,
}: {
  spec: MoneyFlowSpec<Values, Preview, { ref: string }>;
  mode?: string | null;
}) => {
  const flow = useMoneyFlow(spec, mode);
  return (
    <>
      <button type="button" onClick={() => void flow.start({ amount: '10' }).then((e) => (fieldError = e))}>
        start 10
      </button>
      <button type="button" onClick={() => void flow.start({ amount: '12' })}>
        start 12
      </button>
      {flow.dialog}
      <output data-testid="pending">{flow.pending ? `fee ${flow.pending.preview?.fee}` : ''}</output>
      <output data-testid="requoted">{flow.pending?.requoted ? 'requoted' : ''}</output>
      <output data-testid="result">
        {flow.result ? `${flow.result.outcome}: ${flow.result.rows[0]?.value}` : ''}
      </output>
      <TransactionResultModal result={flow.result} onClose={flow.clearResult} />
    </>
  );
};

const mount = (spec = baseSpec(), mode: string | null = null) =>
  render(
    <QueryClientProvider client={queryClient}>
      <Harness spec={spec} mode={mode} />
    </QueryClientProvider>,
  );

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
/** The review's Confirm button (the only way to the submit). */
const confirm = () => click('Confirm');
const reviewDialog = () => screen.getByRole('dialog', { name: 'Review and confirm' });
const text = (id: string) => screen.getByTestId(id).textContent;
const keys = () => submit.mock.calls.map((call) => call[2]);

beforeEach(() => {
  preview.mockReset().mockResolvedValue({ fee: '0.10' });
  submit.mockReset();
  announced.mockReset();
  toastStore.setState({ items: [] });
  fieldError = undefined;
  off = bus.on('balances:changed', announced);
});
afterEach(() => off());

describe('useMoneyFlow', () => {
  it('shows amount, fee, total, source and recipient before anything moves, then submits once', async () => {
    submit.mockResolvedValue({ ref: 'R1' });
    mount();
    await click('start 10');
    const review = reviewDialog();
    expect(reviewFigure(review, 'amount')).toBe('€ 10.00');
    expect(reviewFigure(review, 'fee')).toBe('€ 0.10');
    expect(reviewFigure(review, 'total')).toBe('€ 10.10');
    expect(reviewFigure(review, 'from')).toBe('EUR wallet4100000180');
    expect(reviewFigure(review, 'to')).toBe('Paula Martinpersonal@demo.portal');
    expect(submit).not.toHaveBeenCalled();
    await confirm();
    expect(text('result')).toBe('success: R1');
    expect(text('pending')).toBe('');
    expect(screen.queryByRole('dialog', { name: 'Review and confirm' })).toBeNull();
    expect(submit).toHaveBeenCalledWith(
      { amount: '10' },
      undefined,
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      { fee: '0.10' },
    );
    expect(announced).toHaveBeenCalledWith({ source: 'test-flow' });
  });

  it('shows the same figures in the result as in the review', async () => {
    submit.mockResolvedValue({ ref: 'R1' });
    mount();
    await click('start 10');
    await confirm();
    const result = screen.getByRole('dialog', { name: 'Transaction Successful' });
    expect(reviewFigure(result, 'amount')).toBe('€ 10.00');
    expect(reviewFigure(result, 'fee')).toBe('€ 0.10');
    expect(reviewFigure(result, 'total')).toBe('€ 10.10');
    expect(within(result).getByText('R1')).toBeTruthy();
  });

  it('Back leaves the review without moving money', async () => {
    mount();
    await click('start 10');
    await click('Back');
    expect(text('pending')).toBe('');
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits once on a double-click of confirm', async () => {
    let release: (data: { ref: string }) => void = () => undefined;
    submit.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    mount();
    await click('start 10');
    await act(async () => {
      const button = screen.getByRole('button', { name: 'Confirm' });
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await act(async () => release({ ref: 'R1' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(announced).toHaveBeenCalledTimes(1);
  });

  it('keeps the key for a retry after a lost answer, then renews it after the success', async () => {
    submit
      .mockRejectedValueOnce(new ApiError('network'))
      .mockResolvedValueOnce({ ref: 'R1' })
      .mockResolvedValueOnce({ ref: 'R2' });
    mount();
    await click('start 10');
    await confirm();
    expect(text('result')).toMatch(/^failed: /);
    expect(announced).not.toHaveBeenCalled();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await click('start 10');
      await confirm();
    }
    const [lost, retried, next] = keys();
    expect(retried).toBe(lost);
    expect(next).not.toBe(retried);
  });

  it('shows a server refusal as Transaction Failed and renews the key for the next attempt', async () => {
    submit
      .mockRejectedValueOnce(new ApiError('server', { code: '402', serverMessage: 'Insufficient balance' }))
      .mockResolvedValueOnce({ ref: 'R1' });
    mount();
    await click('start 10');
    await confirm();
    expect(text('result')).toBe('failed: Insufficient balance');
    expect(announced).not.toHaveBeenCalled();
    await click('start 10');
    await confirm();
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('takes a new key when the intent changes after a lost answer', async () => {
    submit.mockRejectedValueOnce(new ApiError('network')).mockResolvedValueOnce({ ref: 'R1' });
    mount();
    await click('start 10');
    await confirm();
    await click('start 12');
    await confirm();
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('keeps the code dialog open on a wrong code and sends the next code with the same key', async () => {
    submit
      .mockRejectedValueOnce(
        new ApiError('server', { code: '401', serverMessage: 'Invalid verification code.' }),
      )
      .mockResolvedValueOnce({ ref: 'R1' });
    mount(baseSpec(), AUTHENTICATOR);
    await click('start 10');
    expect(
      within(reviewDialog()).getByText('Confirm asks for the 6-digit code of your authenticator app.'),
    ).toBeTruthy();
    await confirm();
    expect(screen.queryByRole('dialog', { name: 'Review and confirm' })).toBeNull();
    const typeCode = async (code: string) => {
      fireEvent.change(await screen.findByLabelText('Enter 6 digit google authetication code'), {
        target: { value: code },
      });
      await click('Submit');
    };
    await typeCode('111111');
    expect(await screen.findByText('Invalid verification code.')).toBeTruthy();
    expect(text('result')).toBe('');
    await typeCode('222222');
    await waitFor(() => expect(text('result')).toBe('success: R1'));
    expect(submit.mock.calls.map((call) => call[1])).toEqual([
      { kind: 'authenticator', code: '111111' },
      { kind: 'authenticator', code: '222222' },
    ]);
    expect(keys()[1]).toBe(keys()[0]);
  });

  it('SMS mode: Confirm sends the code first; an SMS not sent keeps the review and moves nothing', async () => {
    configureApi({ baseUrl: 'http://api.test/' });
    const requests = stubNetwork(() => ({ data: { code: '500', message: 'SMS gateway down', data: null } }));
    mount(baseSpec(), SMS);
    await click('start 10');
    await confirm();
    await waitFor(() =>
      expect(requests.map((r) => r.url)).toEqual(['http://api.test/api/v1/user/auth/sendandcheckotp']),
    );
    expect(toastStore.getState().items.map((item) => item.message)).toEqual(['SMS gateway down']);
    expect(reviewDialog()).toBeTruthy();
    expect(screen.queryByPlaceholderText('Enter 6 digit OTP')).toBeNull();
    expect(submit).not.toHaveBeenCalled();

    stubNetwork(() => ({ data: { code: '200', message: 'sent', data: null } }));
    await confirm();
    expect(await screen.findByPlaceholderText('Enter 6 digit OTP')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Review and confirm' })).toBeNull();
  });

  it('ends in Transaction Failed without announcing when the answer itself carries an error', async () => {
    submit.mockResolvedValue({ ref: '' });
    mount({ ...baseSpec(), success: () => ({ outcome: 'failed', rows: [{ label: 'D', value: 'held' }] }) });
    await click('start 10');
    await confirm();
    expect(text('result')).toBe('failed: held');
    expect(announced).not.toHaveBeenCalled();
  });

  it('stops before the second factor when a check fails, with the message as a toast', async () => {
    mount({ ...baseSpec(), check: () => 'Generate your wallet first' });
    await click('start 10');
    await confirm();
    expect(submit).not.toHaveBeenCalled();
    expect(toastStore.getState().items.map((item) => item.message)).toEqual(['Generate your wallet first']);
    expect(text('pending')).toBe('');
  });

  it('reviews values without a preview call, then calls afterSuccess', async () => {
    submit.mockResolvedValue({ ref: 'R1' });
    const afterSuccess = jest.fn();
    mount({ ...baseSpec(), preview: undefined, afterSuccess });
    await click('start 10');
    expect(reviewFigure(reviewDialog(), 'fee')).toBe('€ 0.00');
    expect(submit).not.toHaveBeenCalled();
    await confirm();
    expect(text('result')).toBe('success: R1');
    expect(afterSuccess).toHaveBeenCalledWith({ amount: '10' }, { ref: 'R1' });
  });

  it('toasts a refused preview by default, or returns the field error the spec makes of it', async () => {
    preview.mockRejectedValue(new ApiError('server', { code: '422', serverMessage: 'Amount too low' }));
    const view = mount();
    await click('start 10');
    expect(toastStore.getState().items.map((item) => item.message)).toEqual(['Amount too low']);
    expect(text('pending')).toBe('');
    view.unmount();
    mount({ ...baseSpec(), previewFailed: () => ({ fieldError: 'Too low for this account' }) });
    await click('start 10');
    expect(fieldError).toBe('Too low for this account');
    expect(submit).not.toHaveBeenCalled();
  });

  it('asks the preview again when an expiring preview is refused as expired', async () => {
    const expired = new ApiError('server', { code: '410', serverMessage: 'Quote expired' });
    submit.mockRejectedValueOnce(expired);
    preview.mockResolvedValueOnce({ fee: '0.10' }).mockResolvedValueOnce({ fee: '0.20' });
    mount({
      ...baseSpec(),
      expiring: { deadline: () => undefined, expired: (failure) => failure === expired },
    });
    await click('start 10');
    await confirm();
    expect(text('result')).toBe('');
    expect(text('pending')).toBe('fee 0.20');
    expect(text('requoted')).toBe('requoted');
    expect(reviewFigure(reviewDialog(), 'fee')).toBe('€ 0.20');
    expect(within(reviewDialog()).getByText(/The price changed/)).toBeTruthy();
  });

  it('offers only a new price once the deadline passed, and never submits the old one', async () => {
    mount({ ...baseSpec(), expiring: { deadline: (p, at) => at - 1, expired: () => false } });
    await click('start 10');
    expect(within(reviewDialog()).getByRole('status').textContent).toMatch(/expired/);
    expect(within(reviewDialog()).queryByRole('button', { name: 'Confirm' })).toBeNull();
    await click('Get a new price');
    expect(submit).not.toHaveBeenCalled();
    expect(preview).toHaveBeenCalledTimes(2);
    expect(text('requoted')).toBe('requoted');
  });

  it('leaves no result modal when the spec told the outcome itself, and refreshes again later', async () => {
    jest.useFakeTimers();
    try {
      submit.mockResolvedValueOnce({ ref: 'R1' }).mockRejectedValueOnce(new ApiError('network'));
      const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
      mount({ ...baseSpec(), success: () => null, failure: () => null, refreshAgainAfterMs: 6000 });
      await click('start 10');
      await confirm();
      expect(text('result')).toBe('');
      expect(announced).toHaveBeenCalledWith({ source: 'test-flow' });
      const now = invalidate.mock.calls.length;
      act(() => jest.advanceTimersByTime(5999));
      expect(invalidate.mock.calls.length).toBe(now);
      act(() => jest.advanceTimersByTime(1));
      expect(invalidate.mock.calls.length).toBe(now + 1);
      await click('start 10');
      await confirm();
      expect(text('result')).toBe('');
      expect(announced).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
