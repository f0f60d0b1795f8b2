import { render, screen } from '@testing-library/react';
import type { MoneyReview } from './money-review';
import { MoneySummary } from './money-summary';

const figures = () =>
  [...document.querySelectorAll('[data-review]')].map((row) => [
    row.getAttribute('data-review'),
    row.querySelector('dt')?.textContent ?? null,
    row.querySelector('dd')?.textContent ?? row.textContent,
  ]);

describe('MoneySummary', () => {
  it('shows the amount large, who pays whom, then amount, fee and the total debited', () => {
    const review: MoneyReview = {
      amount: { amount: '25', currency: 'EUR' },
      fee: { amount: '0.25', currency: 'EUR' },
      total: { amount: '25.25', currency: 'EUR' },
      from: { name: 'EUR wallet', detail: '4100000180' },
      to: { name: 'Paula Martin', detail: 'personal@demo.portal' },
      rows: [{ label: 'Message', value: 'Rent' }],
      note: 'Sent at once.',
    };
    render(<MoneySummary review={review} />);
    expect(figures()).toEqual([
      ['hero', null, '€ 25.00'],
      ['from', 'From', 'EUR wallet4100000180'],
      ['to', 'To', 'Paula Martinpersonal@demo.portal'],
      ['amount', 'Amount', '€ 25.00'],
      ['fee', 'Fee', '€ 0.25'],
      ['total', 'Total debited', '€ 25.25'],
      ['extra', 'Message', 'Rent'],
    ]);
    expect(screen.getByText('to Paula Martin')).toBeTruthy();
    expect(screen.getByText('Sent at once.')).toBeTruthy();
  });

  it('writes coins with 8 decimals, adds what arrives and the rate, and takes the spec’s labels', () => {
    render(
      <MoneySummary
        review={{
          amount: { amount: '100', currency: 'USD' },
          fee: { amount: '1', currency: 'USD' },
          total: { amount: '100', currency: 'USD' },
          receives: { amount: '0.0015', currency: 'BTC' },
          rate: '1 BTC = $ 66,000.00',
          from: { name: 'USD account' },
          to: { name: 'BTC wallet' },
          labels: { amount: 'Order Amount', fee: 'Site Fee', receives: 'Credit Amount' },
        }}
      />,
    );
    expect(figures().slice(3)).toEqual([
      ['amount', 'Order Amount', '$ 100.00'],
      ['fee', 'Site Fee', '$ 1.00'],
      ['rate', 'Exchange rate', '1 BTC = $ 66,000.00'],
      ['total', 'Total debited', '$ 100.00'],
      ['receives', 'Credit Amount', '0.00150000 BTC'],
    ]);
  });
});
