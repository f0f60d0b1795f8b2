import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { toastStore } from '@portal/shared';
import '../../../app/register';
import type { CryptoWallet } from '../../../lib/crypto/types';
import { DepositTab } from './deposit-tab';

const wallets = [
  { crypto_wallet_id: '1', coin_code: 'BTC', wallet_address: 'bc1qabc', total_available: '0.5' },
  { crypto_wallet_id: '4', coin_code: 'USDC', wallet_address: null, total_available: '10' },
] as CryptoWallet[];

const Landing = () => {
  const location = useLocation();
  return <p>{`landed ${location.pathname} ${JSON.stringify(location.state)}`}</p>;
};

const renderTab = () =>
  render(
    <MemoryRouter initialEntries={['/crypto']}>
      <Routes>
        <Route path="/crypto" element={<DepositTab wallets={wallets} />} />
        <Route path="*" element={<Landing />} />
      </Routes>
    </MemoryRouter>,
  );

const choose = async (value: string) => {
  await act(async () => {
    fireEvent.change(screen.getByRole('combobox'), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
  });
};

describe('DepositTab', () => {
  it('lists code, (ERC 20) for USDC and the available balance', () => {
    renderTab();
    expect(screen.getByRole('option', { name: 'BTC — Available: 0.50000000' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'USDC (ERC 20) — Available: 10.00000000' })).toBeTruthy();
  });

  it('asks for a coin, refuses a wallet without address for 6 s, else opens the deposit page with the wallet id', async () => {
    renderTab();
    await choose('');
    expect(await screen.findByText('Please Select Crypto')).toBeTruthy();
    await choose('4');
    expect(toastStore.getState().items).toContainEqual(
      expect.objectContaining({
        kind: 'error',
        message: 'Please generate your crypto wallet to proceed.',
        durationMs: 6000,
      }),
    );
    await choose('1');
    expect(await screen.findByText('landed /wallets-deposit-transaction {"walletId":"1"}')).toBeTruthy();
  });

  it('Cancel goes to /fiat', async () => {
    renderTab();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    });
    expect(await screen.findByText(/landed \/fiat/)).toBeTruthy();
  });
});
