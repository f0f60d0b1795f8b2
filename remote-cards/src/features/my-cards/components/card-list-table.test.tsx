import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@portal/shared';
import '../../../app/register';
import type { Card } from '../../../lib/contract-types';
import { CardListTable } from './card-list-table';

const card = (id: string, status: string, extra: Partial<Card> = {}) =>
  ({
    card_id: id,
    card_name: `Card ${id}`,
    cardtypename: 'Virtual Card',
    card_number: '4000001234567899',
    exp_month: '03',
    exp_year: '2030',
    card_currancy: 'EUR',
    total_available: '10',
    usercard_status: status,
    ...extra,
  }) as Card;

const cards = [
  card('1', 'Pending'),
  card('2', 'Approved'),
  card('3', 'Active'),
  card('4', 'Blocked'),
  card('5', 'Rejected'),
];

describe('Card List', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('behaves per status and shows number and expiry only when Active, masked to the last 4', () => {
    const onPay = jest.fn();
    render(
      <MemoryRouter>
        <CardListTable cards={cards} loading={false} onPayFees={onPay} />
      </MemoryRouter>,
    );
    const row = (id: string) => screen.getByText(`Card ${id}`).closest('tr')!;
    expect(within(row('1')).getByText('Pending')).toBeTruthy();
    expect(within(row('1')).queryByRole('button')).toBeNull();
    fireEvent.click(within(row('2')).getByRole('button', { name: 'Pay Card Fees' }));
    expect(onPay).toHaveBeenCalledWith(cards[1]);
    expect(within(row('3')).getByText('**** **** **** 7899')).toBeTruthy();
    expect(within(row('3')).getByText('03/30')).toBeTruthy();
    expect(within(row('3')).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/card-settings/3',
    );
    expect(within(row('4')).getByText('Blocked')).toBeTruthy();
    expect(within(row('4')).queryByText('**** **** **** 7899')).toBeNull();
    expect(within(row('4')).getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(within(row('5')).getByRole('button', { name: 'Pay Card Fees' }).className).toMatch(/danger/);
    expect(screen.getAllByRole('button', { name: /CSV/ }).length).toBeGreaterThan(0);
  });

  it('shows the server status words through the kit enumeration labels (French)', async () => {
    await act(() => setLanguage('fr'));
    render(
      <MemoryRouter>
        <CardListTable cards={cards} loading={false} onPayFees={jest.fn()} />
      </MemoryRouter>,
    );
    const row = (id: string) => screen.getByText(`Card ${id}`).closest('tr')!;
    expect(within(row('1')).getByText('En attente')).toBeTruthy();
    expect(within(row('4')).getByText('Bloquée')).toBeTruthy();
    // The card type is a server word too.
    expect(within(row('1')).getByText('Carte virtuelle')).toBeTruthy();
    expect(screen.queryByText('Virtual Card')).toBeNull();
  });
});
