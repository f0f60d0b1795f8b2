import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, queryClient, setLanguage, toastStore } from '@portal/shared';
import { stubNetwork, reviewFigure } from '@portal/shared/testing';
import '../../../app/register';
import type { CryptoWallet } from '../../../lib/crypto/types';
import { checkTransfer } from '../api/submit-transfer';
import { TransferTab } from '../components/transfer-tab';

const submit = jest.fn();
jest.mock('../api/submit-transfer', () => ({
  checkTransfer: jest.fn(),
  useSubmitTransfer: () => ({ mutateAsync: submit }),
}));
const check = jest.mocked(checkTransfer);

const MINE = `0x${'a'.repeat(40)}`;
const wallets = [
  { crypto_wallet_id: '7', coin_code: 'ETH', wallet_address: MINE, total_available: '3' },
  { crypto_wallet_id: '8', coin_code: 'BTC', wallet_address: null, total_available: '0' },
] as unknown as CryptoWallet[];

const mount = (otp = 'none') =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <TransferTab wallets={wallets} otp={otp} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
const press = async (name: string, scope: HTMLElement = document.body) => {
  await act(async () => {
    fireEvent.click(within(scope).getByRole('button', { name }));
  });
};
const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fill = (wallet: string, amount: string) => {
  change('Coin', wallet);
  change('Recipient E-mail', 'friend@demo.portal');
  change('Amount', amount);
};

beforeEach(async () => {
  jest.clearAllMocks();
  toastStore.setState({ items: [] });
  await act(() => setLanguage('en'));
  configureApi({ baseUrl: 'http://api.test/' });
  // getbaselimitcrypto of the chosen coin (the kit's limits query).
  stubNetwork(() => ({
    data: { code: '200', message: '', data: { mininternallimit: '0.01', maxinternallimit: '2' } },
  }));
  check.mockResolvedValue({
    code: '200',
    message: '',
    data: { amount: '0.5', currency: 'ETH', payee: 'friend@demo.portal', payee_name: 'Paula Martin' },
  } as never);
});

describe('crypto transfer by e-mail on the kit money form', () => {
  it('fills the own address, applies the coin limits, refuses a wallet without address before any call', async () => {
    mount();
    change('Coin', '7');
    expect((screen.getByLabelText('Wallet Address') as HTMLInputElement).value).toBe(MINE);
    fill('7', '5');
    // The ETH limits arrive after the coin was chosen.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await press('Transfer');
    expect(screen.getByRole('alert').textContent).toBe('Maximum Amount is 2');
    change('Coin', '8');
    change('Wallet Address', MINE);
    change('Amount', '0.5');
    await press('Transfer');
    expect(toastStore.getState().items.at(-1)?.message).toBe(
      'Please generate your crypto wallet to proceed.',
    );
    expect(check).not.toHaveBeenCalled();
  });

  it('reviews amount, fee, total, source and payee before the transfer is sent, then shows them again', async () => {
    submit.mockResolvedValue({
      code: '200',
      message: 'ok',
      data: { success_display_refno: 'CT-9', success_display_toaccount: 'Paula Martin' },
    });
    mount();
    fill('7', '0.5');
    await press('Transfer');
    const review = screen.getByRole('dialog', { name: 'Review and confirm' });
    expect(check).toHaveBeenCalledWith({
      transfer_crypto: '7',
      transfer_email: 'friend@demo.portal',
      transfer_amount: '0.5',
      transfer_wallet_address: MINE,
    });
    expect(submit).not.toHaveBeenCalled();
    expect(reviewFigure(review, 'amount')).toBe('0.50000000 ETH');
    expect(reviewFigure(review, 'fee')).toBe('0.00000000 ETH');
    expect(reviewFigure(review, 'total')).toBe('0.50000000 ETH');
    expect(reviewFigure(review, 'from')).toBe(`Your ETH wallet${MINE}`);
    expect(reviewFigure(review, 'to')).toBe('Paula Martinfriend@demo.portal');
    await act(async () => {
      const confirm = within(review).getByRole('button', { name: 'Confirm' });
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0][0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const result = screen.getByRole('dialog', { name: 'Transaction Successful' });
    expect(reviewFigure(result, 'total')).toBe('0.50000000 ETH');
    expect(reviewFigure(result, 'to')).toBe('Paula Martinfriend@demo.portal');
    expect(within(result).getByText('CT-9')).toBeTruthy();
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('');
  });
});
