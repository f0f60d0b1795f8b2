import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, queryClient, setLanguage } from '@portal/shared';
import '../../../app/register';
import type { CryptoDetail } from '../../../lib/crypto/types';
import { WithdrawForm } from '../components/withdraw-form';
import { useWithdrawForm } from './use-withdraw-form';
import { reviewFigure } from '@portal/shared/testing';

const preview = jest.fn();
const submit = jest.fn();
jest.mock('../api/withdraw-preview', () => ({ useWithdrawPreview: () => ({ mutateAsync: preview }) }));
jest.mock('../api/withdraw-submit', () => ({ useWithdrawSubmit: () => ({ mutateAsync: submit }) }));

const DEST = 'bc1qexternal0000000000000000000000000';
const stored = { walletId: '11', address: DEST };
const MINE = 'bc1qmine00000000000000000000000000000';
const detail = {
  coincode: 'BTC',
  // GetWithdrawDetails' coinaddress is the destination, never the source.
  coinaddress: DEST,
  available: '0.5',
  minamount: '0.0001',
  maxamount: '1',
  feeamount: '0.0002',
  isfixed: 1,
} as unknown as CryptoDetail;

const Harness = ({ mode }: { mode: string }) => {
  const money = useWithdrawForm(stored, detail, MINE, mode, [{ to: '/crypto', label: 'Crypto Accounts' }]);
  return (
    <>
      <WithdrawForm
        detail={detail}
        quotes={[]}
        form={money.form}
        pending={money.pending}
        onSubmit={money.onSubmit}
        onCancel={() => undefined}
      />
      {money.dialogs}
    </>
  );
};
const mount = (mode = 'none') =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <Harness mode={mode} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
const press = async (name: string, scope: HTMLElement = document.body) => {
  await act(async () => {
    fireEvent.click(within(scope).getByRole('button', { name }));
  });
};
const withdraw = async (amount: string) => {
  fireEvent.change(screen.getByLabelText('Amount (BTC)'), { target: { value: amount } });
  await press('Withdraw');
};

beforeEach(async () => {
  jest.clearAllMocks();
  await act(() => setLanguage('en'));
  preview.mockResolvedValue({
    data: {
      debit_amount: '0.01000000',
      credit_amount: '0.00980000',
      fees: '0.00020000',
      debit_currency: 'BTC',
      credit_currency: 'BTC',
    },
  });
});

describe('crypto withdrawal on the kit money form', () => {
  it('refuses an amount above the balance before any preview', async () => {
    mount();
    await withdraw('0.6');
    expect(screen.getByRole('alert').textContent).toBe('Not enough balance');
    expect(preview).not.toHaveBeenCalled();
  });

  it('reviews amount, fee, total, what is sent, source and destination before the withdrawal is sent', async () => {
    submit.mockResolvedValue({
      code: '200',
      message: 'ok',
      data: { success_display_refno: 'CWD-7', success_display_details: 'Awaiting review' },
    });
    mount();
    await withdraw('0.01');
    const review = screen.getByRole('dialog', { name: 'Confirm Withdrawal' });
    expect(preview).toHaveBeenCalledWith({ body: { crypto_wallet_id: '11', withdraw_amount: '0.01' } });
    expect(submit).not.toHaveBeenCalled();
    expect(reviewFigure(review, 'amount')).toBe('0.01000000 BTC');
    expect(reviewFigure(review, 'fee')).toBe('0.00020000 BTC');
    expect(reviewFigure(review, 'total')).toBe('0.01000000 BTC');
    expect(reviewFigure(review, 'receives')).toBe('0.00980000 BTC');
    expect(reviewFigure(review, 'from')).toBe(`Your BTC wallet${MINE}`);
    expect(reviewFigure(review, 'to')).toBe(`External wallet address${DEST}`);
    for (const label of ['Fees', 'Debit Amount', 'Amount Sent', 'Network Chain'])
      expect(within(review).getByText(label)).toBeTruthy();
    await press('Confirm', review);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0][0].body).toEqual({
      crypto_wallet_id: '11',
      withdraw_address: DEST,
      networkchain: 'ERC20',
      withdraw_amount: '0.01',
    });
    const result = screen.getByRole('dialog', { name: 'Transaction Successful' });
    expect(reviewFigure(result, 'total')).toBe('0.01000000 BTC');
    expect(reviewFigure(result, 'fee')).toBe('0.00020000 BTC');
    expect(reviewFigure(result, 'to')).toBe(`External wallet address${DEST}`);
    expect(within(result).getByText('CWD-7')).toBeTruthy();
  });

  it('with the authenticator the review says so, and the code goes with the withdrawal', async () => {
    submit.mockRejectedValue(new ApiError('server', { code: '402', serverMessage: 'Not enough balance' }));
    mount('Google Authentication');
    await withdraw('0.01');
    const review = screen.getByRole('dialog', { name: 'Confirm Withdrawal' });
    expect(reviewFigure(review, 'fee')).toBe('0.00020000 BTC');
    expect(
      within(review).getByText('Confirm asks for the 6-digit code of your authenticator app.'),
    ).toBeTruthy();
    await press('Confirm', review);
    expect(submit).not.toHaveBeenCalled();
    const code = await screen.findByLabelText(/google authetication code/i);
    fireEvent.change(code, { target: { value: '123456' } });
    await press('Submit', code.closest('[role="dialog"]') as HTMLElement);
    expect(submit.mock.calls[0][0].body).toMatchObject({ auth_code: '123456', withdraw_amount: '0.01' });
  });
});
