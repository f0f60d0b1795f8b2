import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError, bus, configureApi, queryClient } from '@portal/shared';
import { stubNetwork } from '@portal/shared/testing';
import '../../../app/register';
import type { Card, CryptoWallet, FiatAccount } from '../../../lib/contract-types';
import { change, figure, press, renderScreen } from '../../../lib/testing/money-form';
import { cardTopup } from '../api/card-topup';
import { topupCheck } from '../api/topup-check';
import { TopupForm } from './topup-form';

// The HTTP boundary of this flow: its two endpoint files; the limits come through the kit's query.
jest.mock('../api/topup-check', () => ({ topupCheck: jest.fn() }));
jest.mock('../api/card-topup', () => ({ cardTopup: jest.fn() }));
const check = jest.mocked(topupCheck);
const topup = jest.mocked(cardTopup);

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
  { crypto_wallet_id: '7', coin_code: 'BTC', wallet_address: 'bc1q0abc', total_available: '0.5' },
  { crypto_wallet_id: '8', coin_code: 'USDT', wallet_address: null, total_available: '5' },
] as CryptoWallet[];
const preview = {
  success_display_topup_currency: 'EUR',
  success_display_topup_amount: '100.00',
  success_display_debit_amount: '101.00',
  success_display_fee_amount: '1.00',
};
const links = [{ to: '/my-cards', label: 'My Cards' }];

const mount = (kind: 'fiat' | 'crypto') =>
  renderScreen(
    <TopupForm kind={kind} cards={cards} accounts={accounts} wallets={wallets} mode="none" links={links} />,
  );
const fillFiat = async (amount = '100') => {
  change('Card', '3');
  change('Account', '11');
  change('Amount', amount);
  await press('Continue');
};

beforeEach(() => {
  queryClient.clear();
  configureApi({ baseUrl: 'http://api.test/' });
  stubNetwork(() => ({
    data: { code: '200', message: '', data: { mincardtopup: '10', maxcardtopup: '10000' } },
  }));
  check.mockReset().mockResolvedValue({ code: '200', message: '', data: preview } as never);
  topup.mockReset();
});

describe('top-up form', () => {
  it("fiat: the card's currency decides the accounts and the limits quoted", async () => {
    mount('fiat');
    await press('Continue');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Select your card',
      'Select your account',
      'Enter amount',
    ]);
    change('Card', '3');
    expect(screen.queryByRole('option', { name: /USD - 4100000181/ })).toBeNull();
    expect(await screen.findByText('Minimum 10 EUR — Maximum 10000 EUR')).toBeTruthy();
    change('Account', '11');
    change('Amount', '5');
    await press('Continue');
    expect(screen.getByRole('alert').textContent).toBe('Minimum Amount is 10 EUR');
    expect(check).not.toHaveBeenCalled();
  });

  it('Transaction Details shows amount, fee, debit, account and card before anything moves; Submit twice tops up once', async () => {
    let release: (value: unknown) => void = () => undefined;
    topup.mockReturnValue(new Promise((resolve) => (release = resolve)) as never);
    const heard: unknown[] = [];
    const off = bus.on('balances:changed', (payload) => heard.push(payload));
    mount('fiat');
    await fillFiat();
    expect(check).toHaveBeenCalledWith({ select_account: '11', select_card: '3', amount: '100' });
    const review = screen.getByRole('dialog', { name: 'Transaction Details' });
    expect(figure(review, 'amount')).toBe('€ 100.00');
    expect(figure(review, 'fee')).toBe('€ 1.00');
    expect(figure(review, 'total')).toBe('€ 101.00');
    expect(figure(review, 'from')).toBe('EUR account4100000180');
    expect(figure(review, 'to')).toBe('Travel**** **** **** 7899');
    expect(within(review).getByText('Site Fee')).toBeTruthy();
    expect(topup).not.toHaveBeenCalled();
    await act(async () => {
      const submit = within(review).getByRole('button', { name: 'Submit' });
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    await act(async () => {
      release({
        code: '200',
        message: 'Done',
        data: { success_display_refno: 'CT123', success_display_details: 'Card topped up' },
      });
    });
    off();
    expect(topup).toHaveBeenCalledTimes(1);
    expect(topup.mock.calls[0]!.slice(0, 2)).toEqual([
      { select_account: '11', select_card: '3', amount: '100' },
      {},
    ]);
    const result = screen.getByRole('dialog', { name: 'Topup Transaction Successfull' });
    expect(figure(result, 'amount')).toBe('€ 100.00');
    expect(figure(result, 'fee')).toBe('€ 1.00');
    expect(figure(result, 'total')).toBe('€ 101.00');
    expect(figure(result, 'to')).toBe('Travel**** **** **** 7899');
    expect(result.textContent).toContain('CT123');
    expect(within(result).getByRole('link', { name: 'My Cards' })).toBeTruthy();
    expect(heard).toEqual([{ source: 'card-topup' }]);
  });

  it("without a reference the title is 'Topup Transaction Request Submitted'", async () => {
    topup.mockResolvedValue({ code: '200', message: 'Submitted', data: {} } as never);
    mount('fiat');
    await fillFiat();
    await press('Submit');
    expect(screen.getByRole('dialog', { name: 'Topup Transaction Request Submitted' })).toBeTruthy();
  });

  it("a refusal ends in 'Transaction Failed' with the server's amount and details; Retry keeps the form", async () => {
    topup.mockRejectedValue(
      new ApiError('server', {
        code: '402',
        serverMessage: 'Not enough balance',
        answer: { data: { error_display_amount: '100', error_display_details: 'Not enough balance' } },
      }),
    );
    mount('fiat');
    await fillFiat();
    await press('Submit');
    const failed = screen.getByRole('dialog', { name: 'Transaction Failed' });
    expect(failed.textContent).toContain('€ 100.00');
    expect(failed.textContent).toContain('Not enough balance');
    await press('Retry');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('100');
  });

  it("crypto: a wallet without address is refused; the card's own account is sent; the review names the wallet, the rate and the coin it pays", async () => {
    check.mockResolvedValue({
      code: '200',
      message: '',
      data: { ...preview, exchangerateprice: '64000', success_display_crypto_debit_amount: '0.00157813' },
    } as never);
    mount('crypto');
    change('Card', '3');
    change('Crypto Account', '8');
    change('Amount', '50');
    await press('Continue');
    expect(screen.getByRole('alert').textContent).toBe('Please generate your crypto wallet to proceed.');
    change('Crypto Account', '7');
    await press('Continue');
    expect(check).toHaveBeenCalledWith({
      select_account: '11',
      select_card: '3',
      amount: '50',
      select_crypto_account: '7',
    });
    const review = screen.getByRole('dialog', { name: 'Transaction Details' });
    expect(figure(review, 'from')).toBe('BTC walletbc1q0abc');
    expect(figure(review, 'rate')).toBe('1 BTC = € 64,000.00');
    expect(figure(review, 'amount')).toBe('€ 100.00');
    expect(figure(review, 'total')).toBe('0.00157813 BTC');
    expect(topup).not.toHaveBeenCalled();
  });
});
