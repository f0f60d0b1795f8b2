import { act, fireEvent, render, screen } from '@testing-library/react';
import '../../../app/register';
import { useBaseLimit } from '../../../lib/api/get-base-limit';
import type { Card, CryptoWallet, FiatAccount } from '../../../lib/contract-types';
import { TopupForm } from './topup-form';

jest.mock('../../../lib/api/get-base-limit', () => ({ useBaseLimit: jest.fn() }));
const limits = jest.mocked(useBaseLimit);
limits.mockImplementation(
  (currency) => ({ data: currency ? { mincardtopup: '10', maxcardtopup: '10000' } : undefined }) as never,
);

const cards = [
  {
    card_id: '3',
    card_name: 'Travel',
    card_number: '************7899',
    card_currancy: 'EUR',
    total_available: '0',
    usercard_status: 'Active',
    account_id_fk: '11',
  },
] as Card[];
const accounts = [
  {
    account_id_pk: '11',
    account_number: '4100000180',
    account_currency_type: 'EUR',
    available_balance: '500',
  },
  {
    account_id_pk: '12',
    account_number: '4100000181',
    account_currency_type: 'USD',
    available_balance: '900',
  },
] as FiatAccount[];
const wallets = [
  { crypto_wallet_id: '7', coin_code: 'BTC', wallet_address: 'bc1q0', total_available: '0.5' },
  { crypto_wallet_id: '8', coin_code: 'USDT', wallet_address: null, total_available: '5' },
] as CryptoWallet[];

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Continue' })));

describe('top-up form', () => {
  it("fiat: the card's currency decides the accounts and the limits quoted", async () => {
    const onContinue = jest.fn();
    render(
      <TopupForm
        kind="fiat"
        cards={cards}
        accounts={accounts}
        wallets={wallets}
        busy={false}
        onContinue={onContinue}
      />,
    );
    await submit();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Select your card',
      'Select your account',
      'Enter amount',
    ]);
    change('Card', '3');
    expect(screen.queryByRole('option', { name: /USD - 4100000181/ })).toBeNull();
    change('Account', '11');
    change('Amount', '5');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Minimum Amount is 10 EUR');
    change('Amount', '100');
    await submit();
    expect(onContinue).toHaveBeenCalledWith({ select_account: '11', select_card: '3', amount: '100' });
  });

  it("crypto: a wallet without address is refused; the card's own account is sent", async () => {
    const onContinue = jest.fn();
    render(
      <TopupForm
        kind="crypto"
        cards={cards}
        accounts={accounts}
        wallets={wallets}
        busy={false}
        onContinue={onContinue}
      />,
    );
    change('Card', '3');
    change('Crypto Account', '8');
    change('Amount', '50');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Please generate your crypto wallet to proceed.');
    change('Crypto Account', '7');
    await submit();
    expect(onContinue).toHaveBeenCalledWith({
      select_account: '11',
      select_card: '3',
      amount: '50',
      select_crypto_account: '7',
    });
  });
});
