import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, bus, configureApi, queryClient, setLanguage, toastStore } from '@portal/shared';
import { stubNetwork } from '@portal/shared/testing';
import '../../../app/register';
import { ExchangeTabs } from './exchange-tabs';

// Stubs at the API boundary: the screen's own rules, flow and modals run for real.
const exchangeData = {
  accounts: [
    {
      account_id_pk: '1',
      account_currency_type: 'USD',
      account_balance: '25000.00',
      available_balance: '25000.00',
      account_number: '4100000001',
    },
    {
      account_id_pk: '2',
      account_currency_type: 'EUR',
      account_balance: '18000.00',
      available_balance: '18000.00',
      account_number: '4100000002',
    },
  ],
  usercryptowallet: [
    { crypto_wallet_id: '11', coin_code: 'BTC', total_available: '0.75', wallet_address: '0xbtc' },
    { crypto_wallet_id: '12', coin_code: 'ETH', total_available: '6.5', wallet_address: '0xeth' },
    { crypto_wallet_id: '13', coin_code: 'USDT', total_available: '100', wallet_address: null },
  ],
  buyotp: 'none',
  sellotp: 'none',
  swapotp: 'none' as string,
};
jest.mock('../../../lib/trades/get-all-crypto-exchange', () => ({
  useCryptoExchangeData: () => ({ isPending: false, data: exchangeData }),
}));
/** getbaselimit of a fiat currency (buy limits) or a coin (sell/swap limits in coin units). */
const limitsOf = (name: string | undefined) =>
  name === 'USD'
    ? {
        minbuycryptolimit: '10.00',
        maxbuycryptolimit: '100000.00',
        cryptoexchangerates: [{ pair: 'BTC/USD', last_price: '65000' }],
      }
    : name
      ? {
          minsellcryptolimit: '0.00015384',
          maxsellcryptolimit: '1.53846153',
          minswapcryptolimit: '0.00015384',
          maxswapcryptolimit: '1.53846153',
          cryptoexchangerates: [],
        }
      : undefined;
jest.mock('../api/get-admin-accounts', () => ({
  useAdminAccounts: () => ({
    data: [
      {
        admin_account_id_pk: '1',
        account_currency_type: 'USD',
        account_name: 'Portal Ltd',
        account_number: 'US-PLATFORM-001',
        bank_name: 'First Bank',
        routing_number: '021000021',
        swift_code: 'FBNKUS33',
      },
    ],
  }),
}));
const buyRates = jest.fn();
const submitBuy = jest.fn();
const swapPreview = jest.fn();
const swapSubmit = jest.fn();
jest.mock('../api/get-crypto-rates-buy', () => ({ useBuyRates: () => ({ mutateAsync: buyRates }) }));
const sellRates = jest.fn();
jest.mock('../api/get-crypto-rates-sell', () => ({ useSellRates: () => ({ mutateAsync: sellRates }) }));
jest.mock('../api/submit-exchange-buy', () => ({ useSubmitBuy: () => ({ mutateAsync: submitBuy }) }));
jest.mock('../api/submit-exchange-sell', () => ({ useSubmitSell: () => ({ mutateAsync: jest.fn() }) }));
jest.mock('../api/swap-preview', () => ({ useSwapPreview: () => ({ mutateAsync: swapPreview }) }));
jest.mock('../api/swap-submit', () => ({ useSwapSubmit: () => ({ mutateAsync: swapSubmit }) }));

const quote = (token: string, rate = '65000.00') => ({
  data: {
    credit_amount: '0.00152307',
    fees: '1.00',
    debit_amount: '100.00',
    credit_currency: 'BTC',
    debit_currency: 'USD',
    exchangerate: rate,
    quote_token: token,
    quote_valid_seconds: 60,
  },
});
const bought = {
  code: '200',
  message: 'Buy Crypto Transaction Success',
  data: {
    success_display_credit_amount: '0.00152307',
    success_display_credit_currency: 'BTC',
    success_display_debit_amount: '100.00',
    success_display_debit_currency: 'USD',
    success_display_debit_account: '4100000001',
    success_display_refno: 'BY123',
  },
};

const wrap = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = async (name: string, scope: HTMLElement = document.body, role: 'button' | 'tab' = 'button') => {
  await act(async () => {
    fireEvent.click(within(scope).getByRole(role, { name }));
  });
};
/** A figure of the kit's review or result panel (amount, fee, total, from, to …). */
const figure = (scope: HTMLElement, id: string) =>
  scope.querySelector(`[data-review="${id}"] dd`)?.textContent ?? '';
const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);
const fillBuy = (amount: string) => {
  choose('Crypto', '11');
  choose('Account', '1');
  type(/^Amount/, amount);
};

describe('crypto exchange tabs', () => {
  beforeEach(async () => {
    jest.clearAllMocks();
    configureApi({ baseUrl: 'http://api.test/' });
    // The kit's getbaselimit, by the unit the form asks for.
    stubNetwork((config) => ({
      data: { code: '200', message: '', data: limitsOf(JSON.parse(String(config.data)).coinname) },
    }));
    exchangeData.buyotp = 'none';
    await act(() => setLanguage('en'));
  });

  it('the amount names its unit only once it is known: "Amount" alone, then "Amount (USD)"; French too', async () => {
    render(<ExchangeTabs />, { wrapper: wrap });
    const buy = screen.getByRole('form', { name: 'Buy crypto' });
    expect(within(buy).getByLabelText('Amount')).toBeTruthy();
    expect(within(buy).queryByLabelText('Amount ()')).toBeNull();
    choose('Account', '1');
    expect(within(buy).getByLabelText('Amount (USD)')).toBeTruthy();
    await press('Swap', screen.getByRole('tablist'), 'tab');
    expect(within(screen.getByRole('form', { name: 'Swap crypto' })).getByLabelText('Amount')).toBeTruthy();
    await act(() => setLanguage('fr'));
    expect(
      within(screen.getByRole('form', { name: 'Échanger des cryptos' })).getByLabelText('Montant'),
    ).toBeTruthy();
    choose('De', '11');
    expect(
      within(screen.getByRole('form', { name: 'Échanger des cryptos' })).getByLabelText('Montant (BTC)'),
    ).toBeTruthy();
  });

  it('Buy shows the §5 messages before asking for a rate', async () => {
    render(<ExchangeTabs />, { wrapper: wrap });
    await press('Buy', screen.getByRole('form', { name: 'Buy crypto' }));
    await waitFor(() =>
      expect(alerts()).toEqual(['Please Select Crypto', 'Select your account', 'Enter amount']),
    );
    for (const [amount, message] of [
      ['0', 'You must enter amount greater than zero'],
      ['5', 'Minimum Amount is 10 USD'],
      ['100001', 'Maximum Amount is 100000 USD'],
      ['30000', 'Not enough balance'],
    ]) {
      fillBuy(amount!);
      await press('Buy', screen.getByRole('form', { name: 'Buy crypto' }));
      await waitFor(() => expect(alerts()).toEqual([message]));
    }
    expect(buyRates).not.toHaveBeenCalled();
  });

  it('a refusal of the preview (limits not loaded yet, balance moved) shows the server message under the amount', async () => {
    buyRates.mockRejectedValue(
      new ApiError('server', { code: '422', serverMessage: 'Minimum Amount is 10 USD' }),
    );
    render(<ExchangeTabs />, { wrapper: wrap });
    fillBuy('10');
    await press('Buy', screen.getByRole('form', { name: 'Buy crypto' }));
    await waitFor(() => expect(alerts()).toEqual(['Minimum Amount is 10 USD']));
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('10');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Buy: the quote as the review (amount, fee, total, from, to) before any submit, then one submit and the result with the same figures', async () => {
    buyRates.mockResolvedValue(quote('Q1'));
    submitBuy.mockResolvedValue(bought);
    const heard: unknown[] = [];
    const off = bus.on('balances:changed', (payload) => heard.push(payload));
    render(<ExchangeTabs />, { wrapper: wrap });
    fillBuy('100');
    await press('Buy', screen.getByRole('form', { name: 'Buy crypto' }));
    const details = await screen.findByRole('dialog', { name: 'Buy Order Details' });
    expect(buyRates).toHaveBeenCalledWith({
      body: { buy_crypto: '11', buy_account: '1', buy_amount: '100' },
    });
    expect(submitBuy).not.toHaveBeenCalled();
    expect(figure(details, 'amount')).toBe('$ 100.00');
    expect(figure(details, 'fee')).toBe('$ 1.00');
    expect(figure(details, 'total')).toBe('$ 100.00');
    expect(figure(details, 'receives')).toBe('0.00152307 BTC');
    expect(figure(details, 'rate')).toBe('1 BTC = 65,000.00 USD');
    expect(figure(details, 'from')).toBe('USD account4100000001');
    expect(figure(details, 'to')).toBe('BTC wallet0xbtc');
    for (const text of [
      'Order Amount',
      'Site Fee',
      'Exchange Rate',
      'Credit Amount',
      'US-PLATFORM-001',
      'This price holds for 60 s.',
      'The site fee is taken from the order amount.',
    ])
      expect(within(details).getByText(text)).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Copy account number' })).toBeTruthy();
    await act(async () => {
      const submit = within(details).getByRole('button', { name: 'Submit' });
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    const success = await screen.findByRole('dialog', { name: 'Buy Crypto Transaction Success' });
    off();
    expect(submitBuy).toHaveBeenCalledTimes(1);
    expect(submitBuy.mock.calls[0][0].body).toEqual({
      buy_crypto: '11',
      buy_account: '1',
      buy_amount: '100',
      quote_token: 'Q1',
    });
    expect(submitBuy.mock.calls[0][0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(figure(success, 'amount')).toBe('$ 100.00');
    expect(figure(success, 'fee')).toBe('$ 1.00');
    expect(figure(success, 'total')).toBe('$ 100.00');
    expect(figure(success, 'receives')).toBe('0.00152307 BTC');
    expect(figure(success, 'to')).toBe('BTC wallet0xbtc');
    for (const text of ['Order Amount', 'Credited Amount', 'Debited Account', 'Reference Number', 'BY123'])
      expect(within(success).getByText(text)).toBeTruthy();
    expect(figure(success, 'from')).toBe('USD account4100000001');
    for (const link of ['New order', 'Dashboard', 'Transaction List'])
      expect(within(success).getByRole('link', { name: link })).toBeTruthy();
    expect(heard).toEqual([{ source: 'exchange-buy' }]);
    await act(async () => {
      fireEvent.click(within(success).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    });
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('');
  });

  it('Sell: the wallet is the source and the account the recipient; the fee comes off the proceeds', async () => {
    sellRates.mockResolvedValue({
      data: {
        credit_amount: '64.35',
        fees: '0.65',
        debit_amount: '0.00100000',
        credit_currency: 'USD',
        debit_currency: 'BTC',
        exchangerate: '65000.00',
        quote_token: 'S1',
        quote_valid_seconds: 60,
      },
    });
    render(<ExchangeTabs />, { wrapper: wrap });
    await press('Sell', screen.getByRole('tablist'), 'tab');
    choose('Crypto', '11');
    choose('Account', '1');
    type(/^Amount/, '0.001');
    await press('Sell', screen.getByRole('form', { name: 'Sell crypto' }));
    const details = await screen.findByRole('dialog', { name: 'Sell Order Details' });
    expect(figure(details, 'amount')).toBe('0.00100000 BTC');
    expect(figure(details, 'fee')).toBe('$ 0.65');
    expect(figure(details, 'total')).toBe('0.00100000 BTC');
    expect(figure(details, 'receives')).toBe('$ 64.35');
    expect(figure(details, 'from')).toBe('BTC wallet0xbtc');
    expect(figure(details, 'to')).toBe('USD account4100000001');
    expect(within(details).getByText('The site fee is taken from the amount credited.')).toBeTruthy();
    expect(within(details).queryByText('Platform bank account')).toBeNull();
  });

  it('a quote that expired before the submit is fetched again and shown: the new price is never charged silently', async () => {
    buyRates.mockResolvedValueOnce(quote('OLD')).mockResolvedValueOnce(quote('NEW', '66000.00'));
    submitBuy
      .mockRejectedValueOnce(
        new ApiError('server', {
          code: '410',
          serverMessage: 'This price quote has expired. Please review the new price.',
        }),
      )
      .mockResolvedValueOnce(bought);
    render(<ExchangeTabs />, { wrapper: wrap });
    fillBuy('100');
    await press('Buy', screen.getByRole('form', { name: 'Buy crypto' }));
    await press('Submit', await screen.findByRole('dialog', { name: 'Buy Order Details' }));
    const again = await screen.findByRole('dialog', { name: 'Buy Order Details' });
    expect(
      within(again).getByText('The price changed. Review the new amounts and confirm again.'),
    ).toBeTruthy();
    expect(within(again).getByText('1 BTC = 66,000.00 USD')).toBeTruthy();
    expect(submitBuy).toHaveBeenCalledTimes(1);
    await press('Submit', again);
    await screen.findByRole('dialog', { name: 'Buy Crypto Transaction Success' });
    expect(submitBuy.mock.calls[1][0].body.quote_token).toBe('NEW');
    expect(submitBuy.mock.calls[1][0].idempotencyKey).not.toBe(submitBuy.mock.calls[0][0].idempotencyKey);
  });

  it('with the authenticator the code goes with the order; a refusal ends in Transaction Failed with Retry', async () => {
    exchangeData.buyotp = 'Google Authentication';
    buyRates.mockResolvedValue(quote('Q1'));
    submitBuy.mockRejectedValue(new ApiError('server', { code: '402', serverMessage: 'Not enough balance' }));
    render(<ExchangeTabs />, { wrapper: wrap });
    fillBuy('100');
    await press('Buy', screen.getByRole('form', { name: 'Buy crypto' }));
    await press('Submit', await screen.findByRole('dialog', { name: 'Buy Order Details' }));
    const code = await screen.findByLabelText(/google authetication code/i);
    fireEvent.change(code, { target: { value: '123456' } });
    await press('Submit', code.closest('[role="dialog"]') as HTMLElement);
    const failed = await screen.findByRole('dialog', { name: 'Transaction Failed' });
    expect(submitBuy.mock.calls[0][0].body).toMatchObject({ auth_code: '123456', quote_token: 'Q1' });
    expect(within(failed).getByText('$ 100.00')).toBeTruthy();
    expect(within(failed).getByText('Not enough balance')).toBeTruthy();
    await press('Retry', failed);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('100');
  });

  it('Swap: same coin refused; a wallet without address stops the order before any code', async () => {
    swapPreview.mockResolvedValue({
      data: {
        from_amount: '0.1',
        to_amount: '2',
        credit_amount: '2',
        fees: '0.001',
        debit_amount: '0.1',
        credit_currency: 'USDT',
        debit_currency: 'BTC',
        exchangerate: '65000',
        quote_token: 'S1',
        quote_valid_seconds: 60,
      },
    });
    render(<ExchangeTabs />, { wrapper: wrap });
    await press('Swap', screen.getByRole('tablist'), 'tab');
    choose('From', '11');
    choose('To', '11');
    type(/^Amount/, '0.1');
    await press('Swap', screen.getByRole('form', { name: 'Swap crypto' }));
    await waitFor(() => expect(alerts()).toEqual(['Please Select Diffrent Crypto Currency for Swap']));
    choose('To', '13');
    await press('Swap', screen.getByRole('form', { name: 'Swap crypto' }));
    const details = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(swapSubmit).not.toHaveBeenCalled();
    expect(figure(details, 'amount')).toBe('0.10000000 BTC');
    expect(figure(details, 'fee')).toBe('0.00100000 BTC');
    expect(figure(details, 'total')).toBe('0.10000000 BTC');
    expect(figure(details, 'receives')).toBe('2.00000000 USDT');
    expect(figure(details, 'from')).toBe('BTC wallet0xbtc');
    expect(figure(details, 'to')).toBe('USDT wallet');
    for (const text of ['Total Deduction', 'Amount Collected', 'Site Fee', 'Exchange Rate'])
      expect(within(details).getByText(text)).toBeTruthy();
    await press('Submit', details);
    expect(swapSubmit).not.toHaveBeenCalled();
    expect(toastStore.getState().items.at(-1)).toMatchObject({
      kind: 'error',
      message: 'Please generate your both crypto wallet to proceed.',
    });
  });

  it('Swap: the result shows the confirmed figures with the answer and the Reference Number', async () => {
    swapPreview.mockResolvedValue({
      data: {
        from_amount: '0.1',
        to_amount: '1.5',
        credit_amount: '1.5',
        fees: '0.001',
        debit_amount: '0.1',
        credit_currency: 'ETH',
        debit_currency: 'BTC',
        exchangerate: '15',
        quote_token: 'S2',
        quote_valid_seconds: 60,
      },
    });
    swapSubmit.mockResolvedValue({
      code: '200',
      message: 'Swap Crypto Transaction Success',
      data: {
        success_display_debit_amount_swap: '0.1',
        success_display_debit_currency_swap: 'BTC',
        success_display_credit_amount_swap: '1.5',
        success_display_credit_currency_swap: 'ETH',
        success_display_refno_swap: 'SW42',
      },
    });
    render(<ExchangeTabs />, { wrapper: wrap });
    await press('Swap', screen.getByRole('tablist'), 'tab');
    choose('From', '11');
    choose('To', '12');
    type(/^Amount/, '0.1');
    await press('Swap', screen.getByRole('form', { name: 'Swap crypto' }));
    await press('Submit', await screen.findByRole('dialog', { name: 'Transaction Details' }));
    const success = await screen.findByRole('dialog', { name: 'Swap Crypto Transaction Success' });
    expect(swapSubmit.mock.calls[0][0].body).toEqual({
      swap_from_crypto: '11',
      swap_to_crypto: '12',
      swap_amount: '0.1',
      quote_token: 'S2',
    });
    expect(figure(success, 'amount')).toBe('0.10000000 BTC');
    expect(figure(success, 'fee')).toBe('0.00100000 BTC');
    expect(figure(success, 'receives')).toBe('1.50000000 ETH');
    expect(figure(success, 'from')).toBe('BTC wallet0xbtc');
    expect(figure(success, 'to')).toBe('ETH wallet0xeth');
    for (const text of ['Credit Amount', 'Debited Wallet', 'Reference Number', 'SW42'])
      expect(within(success).getByText(text)).toBeTruthy();
  });
});
