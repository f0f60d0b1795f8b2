import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError, bus, configureApi, queryClient } from '@portal/shared';
import { stubNetwork, reviewFigure } from '@portal/shared/testing';
import '../../../app/register';
import { submitInternalTransfer } from '../api/fiat-internal-transfer';
import { checkInternalTransfer } from '../api/fiat-internal-transfer-check';
import { AmountStep } from '../components/amount-step';
import type { Recipient } from '../components/recipient-step';
import { useInternalTransferForm } from './use-internal-transfer-form';

jest.mock('../api/fiat-internal-transfer', () => ({ submitInternalTransfer: jest.fn() }));
jest.mock('../api/fiat-internal-transfer-check', () => ({ checkInternalTransfer: jest.fn() }));
const check = jest.mocked(checkInternalTransfer);
const submit = jest.mocked(submitInternalTransfer);

const recipient: Recipient = {
  account: {
    account_id_pk: '26',
    account_number: '4100000180',
    account_currency_type: 'EUR',
    available_balance: '100',
  } as Recipient['account'],
  email: 'personal@demo.portal',
  name: 'Paula Martin',
};
const sent = { code: '200', message: '€ 25.00 sent to Paula Martin', data: null } as never;
const done = jest.fn();

const Harness = ({ mode }: { mode: string }) => {
  const { money, limits } = useInternalTransferForm(recipient, mode, done);
  return (
    <>
      <AmountStep
        form={money.form}
        recipient={recipient}
        limits={limits}
        pending={money.pending}
        onBack={() => undefined}
        onSubmit={money.onSubmit}
      />
      {money.dialogs}
    </>
  );
};

const mount = (mode = 'none') =>
  render(
    <QueryClientProvider client={queryClient}>
      <Harness mode={mode} />
    </QueryClientProvider>,
  );
const press = async (name: string, scope: HTMLElement = document.body) => {
  await act(async () => {
    fireEvent.click(within(scope).getByRole('button', { name }));
  });
};
/** Amount and message typed, then Continue: the check call and the review. */
const send = async (amount = '25', message = 'Rent') => {
  fireEvent.change(screen.getByLabelText('Amount (EUR)'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: message } });
  await press('Continue');
};
const dialog = (name: string) => screen.getByRole('dialog', { name });
const keys = () => submit.mock.calls.map((call) => call[1]);
const body = {
  account: '26',
  emailaddress: 'personal@demo.portal',
  amount: '25',
  currancy: 'EUR',
  message: 'Rent',
};

beforeEach(() => {
  configureApi({ baseUrl: 'http://api.test/' });
  // The limits of the sending wallet's currency (getbaselimit EUR).
  stubNetwork(() => ({
    data: { code: '200', message: '', data: { mininternal: '1.00', maxinternal: '10000.00' } },
  }));
  check.mockReset().mockResolvedValue({
    code: '200',
    message: '',
    data: { amount: '25.00', fee: '0.25', total: '25.25', currency: 'EUR', payee: 'personal@demo.portal' },
  } as never);
  submit.mockReset();
  done.mockReset();
});

describe('internal transfer on the kit money form', () => {
  it('reviews the check’s fee and total before anything moves, then sends once and shows them again', async () => {
    submit.mockResolvedValue(sent);
    const heard: unknown[] = [];
    const off = bus.on('balances:changed', (payload) => heard.push(payload));
    mount();
    await send(' 25 ');
    expect(check).toHaveBeenCalledWith(body);
    const review = dialog('Review and confirm');
    expect(reviewFigure(review, 'amount')).toBe('€ 25.00');
    expect(reviewFigure(review, 'fee')).toBe('€ 0.25');
    expect(reviewFigure(review, 'total')).toBe('€ 25.25');
    expect(reviewFigure(review, 'from')).toBe('EUR wallet4100000180');
    expect(reviewFigure(review, 'to')).toBe('Paula Martinpersonal@demo.portal');
    expect(submit).not.toHaveBeenCalled();

    await press('Confirm and send', review);
    off();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]![0]).toEqual(body);
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    const result = dialog('Transaction Successful');
    expect(reviewFigure(result, 'fee')).toBe('€ 0.25');
    expect(reviewFigure(result, 'total')).toBe('€ 25.25');
    expect(result.textContent).toContain('€ 25.00 sent to Paula Martin');
    expect(heard).toEqual([{ source: 'internal-transfer' }]);
    expect(done).toHaveBeenCalled();
    expect((screen.getByLabelText('Amount (EUR)') as HTMLInputElement).value).toBe('');
  });

  it('a refused check ends in Transaction Failed with its message and moves nothing', async () => {
    check.mockRejectedValue(
      new ApiError('server', {
        code: '403',
        serverMessage: 'You do not have permission to view this resource',
      }),
    );
    mount();
    await send();
    expect(submit).not.toHaveBeenCalled();
    expect(dialog('Transaction Failed').textContent).toContain(
      'You do not have permission to view this resource',
    );
  });

  it('a refusal keeps what was typed for Retry; the refusal is final, the retry takes a new key', async () => {
    submit.mockRejectedValueOnce(
      new ApiError('server', { code: '402', serverMessage: 'Insufficient balance in EUR virtual wallet.' }),
    );
    submit.mockResolvedValueOnce(sent);
    mount();
    await send();
    await press('Confirm and send');
    const failed = dialog('Transaction Failed');
    expect(failed.textContent).toContain('Insufficient balance in EUR virtual wallet.');
    expect(failed.textContent).toContain('€ 25.00');
    expect(done).not.toHaveBeenCalled();
    await press('Retry', failed);
    expect((screen.getByLabelText('Amount (EUR)') as HTMLInputElement).value).toBe('25');
    await press('Continue');
    await press('Confirm and send');
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('keeps the key for a retry after a lost answer', async () => {
    submit.mockRejectedValueOnce(new ApiError('network')).mockResolvedValueOnce(sent);
    mount();
    await send();
    await press('Confirm and send');
    await press('Retry');
    await press('Continue');
    await press('Confirm and send');
    expect(keys()[1]).toBe(keys()[0]);
    expect(dialog('Transaction Successful')).toBeTruthy();
  });

  it('a double-click of Confirm sends once', async () => {
    let release: (value: never) => void = () => undefined;
    submit.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    mount();
    await send();
    await act(async () => {
      const button = screen.getByRole('button', { name: 'Confirm and send' });
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await act(async () => release(sent));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('with the authenticator: a wrong code keeps the dialog open, the next goes as auth_code, same key', async () => {
    submit
      .mockRejectedValueOnce(
        new ApiError('server', { code: '401', serverMessage: 'Invalid verification code.' }),
      )
      .mockResolvedValueOnce(sent);
    mount('Google Authentication');
    await send();
    await press('Confirm and send');
    const typeCode = async (code: string) => {
      fireEvent.change(await screen.findByLabelText('Enter 6 digit google authetication code'), {
        target: { value: code },
      });
      await press('Submit');
    };
    await typeCode('111111');
    expect(await screen.findByText('Invalid verification code.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Transaction Failed' })).toBeNull();
    await typeCode('222222');
    expect(await screen.findByRole('dialog', { name: 'Transaction Successful' })).toBeTruthy();
    expect(submit.mock.calls.map(([sentBody]) => sentBody)).toEqual([
      { ...body, auth_code: '111111' },
      { ...body, auth_code: '222222' },
    ]);
    expect(keys()[1]).toBe(keys()[0]);
  });
});
