import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError, queryClient } from '@portal/shared';
import { submitInternalTransfer } from '../api/fiat-internal-transfer';
import { checkInternalTransfer } from '../api/fiat-internal-transfer-check';
import type { Recipient } from '../components/recipient-step';
import { useInternalFlow } from './use-internal-flow';

jest.mock('../api/fiat-internal-transfer', () => ({ submitInternalTransfer: jest.fn() }));
jest.mock('../api/fiat-internal-transfer-check', () => ({ checkInternalTransfer: jest.fn() }));
const check = jest.mocked(checkInternalTransfer);
beforeEach(() => {
  check.mockReset();
  check.mockResolvedValue({
    code: '200',
    message: '',
    data: { amount: '10.00', fee: '0.00', total: '10.00', currency: 'EUR', payee: 'personal@demo.portal' },
  } as never);
});
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

const Harness = () => {
  const flow = useInternalFlow('Google Authentication', () => undefined);
  return (
    <>
      <button
        type="button"
        onClick={() => void flow.start({ recipient, values: { amount: '10', message: 'Rent' } })}
      >
        go
      </button>
      {flow.dialog}
      <output>{flow.result?.outcome ?? ''}</output>
    </>
  );
};

const typeCode = async (code: string) => {
  const input = await screen.findByLabelText('Enter 6 digit google authetication code');
  fireEvent.change(input, { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  });
};

describe('internal transfer flow with the authenticator', () => {
  it('keeps the code dialog open on a wrong code, then sends auth_code with the same key', async () => {
    submit
      .mockRejectedValueOnce(
        new ApiError('server', { code: '401', serverMessage: 'Invalid verification code.' }),
      )
      .mockResolvedValueOnce({ code: '200', message: 'sent', data: null } as never);
    render(
      <QueryClientProvider client={queryClient}>
        <Harness />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await typeCode('111111');
    expect(await screen.findByText('Invalid verification code.')).toBeTruthy();
    expect(screen.queryByText('failed')).toBeNull();
    await typeCode('222222');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(submit.mock.calls.map(([body]) => [body.otp, body.auth_code])).toEqual([
      ['', '111111'],
      ['', '222222'],
    ]);
    expect(submit.mock.calls[1]![1]).toBe(submit.mock.calls[0]![1]);
    expect(screen.getByText('success')).toBeTruthy();
  });
});
