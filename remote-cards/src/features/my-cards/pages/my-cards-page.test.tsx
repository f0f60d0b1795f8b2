import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, configureApi, queryClient } from '@portal/shared';
import { stubNetwork } from '@portal/shared/testing';
import '../../../app/register';
import { figure, renderScreen } from '../../../lib/testing/money-form';
import { payCardFees } from '../api/pay-card-fees';
import { MyCardsPage } from './my-cards-page';

// The money call is this flow's HTTP boundary; the cards and the fee come through the real queries.
jest.mock('../api/pay-card-fees', () => ({ payCardFees: jest.fn() }));
const pay = jest.mocked(payCardFees);

const approved = {
  card_id: '2',
  card_name: 'Travel',
  card_currancy: 'EUR',
  total_available: '0',
  usercard_status: 'Approved',
};
const answers: Record<string, unknown> = {
  getusercards: { code: '200', message: '', data: [approved], accountarray: [], cardtopup: 'none' },
  getapprovecarddetails: {
    code: '200',
    message: '',
    data: { accno: '4100000180', amount: '5.00', amountsymbole: '€', accid: '11', cardid: '2' },
  },
};

const mount = () => renderScreen(<MyCardsPage />);

beforeEach(() => {
  queryClient.clear();
  configureApi({ baseUrl: 'http://api.test/' });
  stubNetwork((config) => {
    const name = Object.keys(answers).find((key) => config.url?.endsWith(key));
    return name
      ? { data: answers[name] }
      : { status: 404, data: { code: '404', message: 'unknown', data: null } };
  });
  pay.mockReset();
});

describe('Pay Card Fees on the kit money flow', () => {
  it('reviews the fee, the account and the card before paying; Pay Now pays once; the result repeats the figures', async () => {
    pay.mockResolvedValue({
      code: '200',
      message: 'Card fee paid',
      data: { success_display_refno: 'CF1', success_display_details: 'Card fee paid' },
    } as never);
    const heard: unknown[] = [];
    const off = bus.on('balances:changed', (payload) => heard.push(payload));
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Card Fees' }));
    // The approval details load under the same title, then the review takes over.
    const review = await waitFor(() => {
      const shown = screen.getByRole('dialog', { name: 'Pay Card Fees' });
      expect(shown.querySelector('[data-money-review]')).not.toBeNull();
      return shown;
    });
    expect(figure(review, 'amount')).toBe('€ 5.00');
    expect(figure(review, 'fee')).toBe('€ 0.00');
    expect(figure(review, 'total')).toBe('€ 5.00');
    expect(figure(review, 'from')).toBe('EUR account4100000180');
    expect(figure(review, 'to')).toBe('Travel');
    expect(pay).not.toHaveBeenCalled();
    await act(async () => {
      const payNow = within(review).getByRole('button', { name: 'Pay Now' });
      fireEvent.click(payNow);
      fireEvent.click(payNow);
    });
    off();
    expect(pay).toHaveBeenCalledTimes(1);
    expect(pay.mock.calls[0]![0]).toEqual({ card_id: '2', account_id: '11' });
    const result = screen.getByRole('dialog', { name: 'Transaction Submitted' });
    expect(figure(result, 'total')).toBe('€ 5.00');
    expect(result.textContent).toContain('CF1');
    expect(review.textContent).toContain('Pay its issuance fee');
    expect(result.textContent).not.toContain('Pay its issuance fee');
    expect(heard).toEqual([{ source: 'card-fee' }]);
  });
});
