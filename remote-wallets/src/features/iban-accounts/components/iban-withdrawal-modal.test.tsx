import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi, queryClient, toastStore } from '@portal/shared';
import { stubNetwork, reviewFigure } from '@portal/shared/testing';
import '../../../app/register';
import { IbanWithdrawalModal } from './iban-withdrawal-modal';

const WITHDRAW = 'withdrawal-account-to-external-account';
const accounts = [
  {
    account_id_pk: '7',
    account_currency_type: 'EUR',
    available_balance: '90.00',
    account_number: '4100000180',
    iban_number: 'GB11PORT00000000000001',
  },
];
let refuse = false;
let requests: ReturnType<typeof stubNetwork> = [];
const moves = () => requests.filter((request) => request.url?.includes(WITHDRAW));
const onClose = jest.fn();

const mount = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <IbanWithdrawalModal currency="EUR" balances={{ EUR: '100.00' }} onClose={onClose} />
    </QueryClientProvider>,
  );
const press = async (name: string, scope: HTMLElement = document.body) => {
  await act(async () => {
    fireEvent.click(within(scope).getByRole('button', { name }));
  });
};
const fill = async () => {
  fireEvent.change(screen.getByLabelText('IBAN Number'), {
    target: { value: 'FR1420041010050500013M02606' },
  });
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '12' } });
  await press('Submit');
};

beforeEach(() => {
  queryClient.clear();
  toastStore.setState({ items: [] });
  configureApi({ baseUrl: 'http://api.test/' });
  refuse = false;
  onClose.mockReset();
  requests = stubNetwork((config) => {
    if (config.url?.includes('getbaselimit'))
      return { data: { code: '200', message: '', data: { withdrawalFees: '2' } } };
    if (config.url?.includes('getuseraccoundsbyid'))
      return { data: { code: '200', message: '', data: accounts } };
    if (refuse) return { status: 402, data: { code: '402', message: 'Insufficient balance', data: null } };
    return { data: { code: '200', message: 'Your withdrawal request was submitted', data: null } };
  });
});

describe('IBAN withdrawal on the kit money form', () => {
  it('reviews amount, fee, total and both IBANs before anything moves; the result repeats them', async () => {
    mount();
    await fill();
    const review = await screen.findByRole('dialog', { name: 'Review and confirm' });
    expect(reviewFigure(review, 'amount')).toBe('€ 12.00');
    expect(reviewFigure(review, 'fee')).toBe('€ 0.24');
    expect(reviewFigure(review, 'total')).toBe('€ 12.24');
    expect(reviewFigure(review, 'from')).toBe('EUR IBAN accountGB11 PORT 0000 0000 0000 01');
    expect(reviewFigure(review, 'to')).toBe('External accountFR14 2004 1010 0505 0001 3M02 606');
    expect(moves()).toHaveLength(0);

    await press('Confirm', review);
    expect(moves()).toHaveLength(1);
    expect(moves()[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const result = await screen.findByRole('dialog', { name: 'Transaction Successful' });
    expect(reviewFigure(result, 'total')).toBe('€ 12.24');
    expect(result.textContent).toContain('Your withdrawal request was submitted');
    await act(async () => {
      fireEvent.click(within(result).getAllByRole('button', { name: 'Close' }).at(-1)!);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a refusal says why and brings the form back as typed; Back from the review moves nothing', async () => {
    mount();
    await fill();
    await press('Back', await screen.findByRole('dialog', { name: 'Review and confirm' }));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('12');
    expect(moves()).toHaveLength(0);

    refuse = true;
    await press('Submit');
    await press('Confirm', await screen.findByRole('dialog', { name: 'Review and confirm' }));
    expect(moves()).toHaveLength(1);
    expect(toastStore.getState().items.map((item) => item.message)).toContain('Insufficient balance');
    expect(((await screen.findByLabelText('Amount')) as HTMLInputElement).value).toBe('12');
    expect(onClose).not.toHaveBeenCalled();
  });
});
