import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, configureApi, queryClient } from '@portal/shared';
import { stubNetwork } from '@portal/shared/testing';
import '../../../app/register';
import { change, figure, press, renderScreen } from '../../../lib/testing/money-form';
import { cardToAccount } from '../api/card-to-account';
import { TransferAccountPage } from './transfer-account-page';

// The money call is this flow's HTTP boundary; the cards, accounts and limits come through the real queries.
jest.mock('../api/card-to-account', () => ({ cardToAccount: jest.fn() }));
const send = jest.mocked(cardToAccount);

const card = {
  card_id: '3',
  card_name: 'Travel',
  card_number: '************7899',
  card_currancy: 'EUR',
  total_available: '150.00',
  usercard_status: 'Active',
};
const account = {
  account_id_pk: '11',
  account_number: '4100000180',
  account_currency_type: 'EUR',
  available_balance: '5',
};
const answers: Record<string, unknown> = {
  getusercards_topup: { code: '200', message: '', data: [card], accounttopup: 'none' },
  getuseraccountByCards: { code: '200', message: '', data: [account] },
  getbaselimit: { code: '200', message: '', data: { minaccounttopup: '10', maxaccounttopup: '1000' } },
};
const submitted = {
  code: '200',
  message: 'Transaction Submitted',
  data: {
    success_display_amount: '40.00',
    success_display_credit_amount: '40.00',
    success_display_from_card: '************7899',
    success_display_to_account: '4100000180',
    success_display_currancy: 'EUR',
    success_display_refno: 'CA1',
    success_display_details: 'Back home',
  },
};

const mount = () => renderScreen(<TransferAccountPage />);
const fill = async (amount: string) => {
  await waitFor(() => expect(screen.getByRole('option', { name: /Travel/ })).toBeTruthy());
  change('Card', '3');
  await waitFor(() => expect(screen.getByRole('option', { name: 'EUR - 4100000180' })).toBeTruthy());
  await screen.findByText('Minimum 10 EUR — Maximum 1000 EUR');
  change('Account', '11');
  change('Amount', amount);
  change('Causal', ' Back home ');
  await press('Submit');
};

beforeEach(() => {
  queryClient.clear();
  configureApi({ baseUrl: 'http://api.test/' });
  stubNetwork((config) => {
    const name = Object.keys(answers).find((key) => config.url?.includes(key));
    return {
      data: name ? answers[name] : { code: '404', message: 'unknown', data: null },
      status: name ? 200 : 404,
    };
  });
  send.mockReset();
});

describe('/transfer-account on the kit money form', () => {
  it("holds the amount to the card's balance, then the limits", async () => {
    mount();
    await fill('150.01');
    expect(screen.getByRole('alert').textContent).toBe('Not enough balance');
    change('Amount', '9');
    await press('Submit');
    expect(screen.getByRole('alert').textContent).toBe('Minimum Amount is 10 EUR');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("reviews amount, no fee, total, card and account before moving; a double confirm moves once; 'Transaction Submitted' with every field", async () => {
    send.mockResolvedValue(submitted as never);
    mount();
    await fill('40');
    const review = screen.getByRole('dialog', { name: 'Review and confirm' });
    expect(figure(review, 'amount')).toBe('€ 40.00');
    expect(figure(review, 'fee')).toBe('€ 0.00');
    expect(figure(review, 'total')).toBe('€ 40.00');
    expect(figure(review, 'from')).toBe('Travel**** **** **** 7899');
    expect(figure(review, 'to')).toBe('EUR account4100000180');
    expect(review.textContent).toContain('Back home');
    expect(send).not.toHaveBeenCalled();
    await act(async () => {
      const confirm = within(review).getByRole('button', { name: 'Confirm' });
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toEqual({
      card_id: '3',
      account_id: '11',
      amount: '40',
      causal: 'Back home',
    });
    const result = screen.getByRole('dialog', { name: 'Transaction Submitted' });
    expect(figure(result, 'total')).toBe('€ 40.00');
    expect(figure(result, 'to')).toBe('EUR account4100000180');
    for (const text of [
      'Withdrawal Card Amount',
      'Credited Amount',
      '**** **** **** 7899',
      '4100000180 (EUR)',
      'CA1',
    ])
      expect(result.textContent).toContain(text);
    expect(within(result).getByRole('link', { name: 'New Card Withdrawal' })).toBeTruthy();
    expect(within(result).getByRole('link', { name: 'Transaction List' })).toBeTruthy();
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('');
  });

  it("ends in 'Transaction Failed' with amount and details; Retry keeps what was typed", async () => {
    send.mockRejectedValue(
      new ApiError('server', {
        code: '422',
        serverMessage: 'The Withdraw From Account service is turned off for this card.',
      }),
    );
    mount();
    await fill('40');
    await press('Confirm');
    const failed = screen.getByRole('dialog', { name: 'Transaction Failed' });
    expect(failed.textContent).toContain('€ 40.00');
    expect(failed.textContent).toContain('The Withdraw From Account service is turned off for this card.');
    expect(within(failed).queryByRole('link', { name: 'New Card Withdrawal' })).toBeNull();
    await press('Retry');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('40');
  });
});
