import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../api/query-client';
import { bus } from '../../bus/event-bus';
import { toastStore } from '../../ui/toast/toast-store';
import type { MoneyFlowSpec } from './money-flow-spec';
import { useMoneyFlow } from './use-money-flow';

type Values = { amount: string };
type Preview = { fee: string };
const AUTHENTICATOR = 'Google Authentication';

const preview = jest.fn<Promise<Preview>, [Values]>();
const submit = jest.fn<Promise<{ ref: string }>, [Values, unknown, string, Preview | undefined]>();
const announced = jest.fn();
let off: () => void = () => undefined;

const baseSpec = (): MoneyFlowSpec<Values, Preview, { ref: string }> => ({
  source: 'test-flow',
  preview,
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
      <button type="button" onClick={() => void flow.confirm()}>
        confirm
      </button>
      {flow.dialog}
      <output data-testid="pending">{flow.pending ? `fee ${flow.pending.preview?.fee}` : ''}</output>
      <output data-testid="requoted">{flow.pending?.requoted ? 'requoted' : ''}</output>
      <output data-testid="result">
        {flow.result ? `${flow.result.outcome}: ${flow.result.rows[0]?.value}` : ''}
      </output>
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
  it('previews, waits for confirm, submits once and announces the new balances', async () => {
    submit.mockResolvedValue({ ref: 'R1' });
    mount();
    await click('start 10');
    expect(text('pending')).toBe('fee 0.10');
    expect(submit).not.toHaveBeenCalled();
    await click('confirm');
    expect(text('result')).toBe('success: R1');
    expect(text('pending')).toBe('');
    expect(submit).toHaveBeenCalledWith(
      { amount: '10' },
      undefined,
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      { fee: '0.10' },
    );
    expect(announced).toHaveBeenCalledWith({ source: 'test-flow' });
  });

  it('submits once on a double-click of confirm', async () => {
    let release: (data: { ref: string }) => void = () => undefined;
    submit.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    mount();
    await click('start 10');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'confirm' }));
      fireEvent.click(screen.getByRole('button', { name: 'confirm' }));
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
    await click('confirm');
    expect(text('result')).toMatch(/^failed: /);
    expect(announced).not.toHaveBeenCalled();
    await click('start 10');
    await click('confirm');
    await click('start 10');
    await click('confirm');
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
    await click('confirm');
    expect(text('result')).toBe('failed: Insufficient balance');
    expect(announced).not.toHaveBeenCalled();
    await click('start 10');
    await click('confirm');
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('takes a new key when the intent changes after a lost answer', async () => {
    submit.mockRejectedValueOnce(new ApiError('network')).mockResolvedValueOnce({ ref: 'R1' });
    mount();
    await click('start 10');
    await click('confirm');
    await click('start 12');
    await click('confirm');
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
    await click('confirm');
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

  it('ends in Transaction Failed without announcing when the answer itself carries an error', async () => {
    submit.mockResolvedValue({ ref: '' });
    mount({ ...baseSpec(), success: () => ({ outcome: 'failed', rows: [{ label: 'D', value: 'held' }] }) });
    await click('start 10');
    await click('confirm');
    expect(text('result')).toBe('failed: held');
    expect(announced).not.toHaveBeenCalled();
  });

  it('stops before the second factor when a check fails, with the message as a toast', async () => {
    mount({ ...baseSpec(), check: () => 'Generate your wallet first' });
    await click('start 10');
    await click('confirm');
    expect(submit).not.toHaveBeenCalled();
    expect(toastStore.getState().items.map((item) => item.message)).toEqual(['Generate your wallet first']);
    expect(text('pending')).toBe('');
  });

  it('goes straight to the submit in a direct flow and calls afterSuccess', async () => {
    submit.mockResolvedValue({ ref: 'R1' });
    const afterSuccess = jest.fn();
    mount({ ...baseSpec(), direct: true, afterSuccess });
    await click('start 10');
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
    await click('confirm');
    expect(text('result')).toBe('');
    expect(text('pending')).toBe('fee 0.20');
    expect(text('requoted')).toBe('requoted');
  });

  it('asks the preview again instead of submitting once the deadline passed', async () => {
    mount({ ...baseSpec(), expiring: { deadline: (p, at) => at - 1, expired: () => false } });
    await click('start 10');
    await click('confirm');
    expect(submit).not.toHaveBeenCalled();
    expect(preview).toHaveBeenCalledTimes(2);
    expect(text('requoted')).toBe('requoted');
  });

  it('leaves no result modal when the spec told the outcome itself, and announces its own way', async () => {
    submit.mockResolvedValueOnce({ ref: 'R1' }).mockRejectedValueOnce(new ApiError('network'));
    const announce = jest.fn();
    mount({ ...baseSpec(), direct: true, success: () => null, failure: () => null, announce });
    await click('start 10');
    expect(text('result')).toBe('');
    expect(announce).toHaveBeenCalledWith('test-flow');
    expect(announced).not.toHaveBeenCalled();
    await click('start 10');
    expect(text('result')).toBe('');
    expect(announce).toHaveBeenCalledTimes(1);
  });
});
