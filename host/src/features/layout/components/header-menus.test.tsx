import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, queryClient } from '@portal/shared';
import { stubNetwork } from '@portal/shared/testing';
import { registerHostTranslations } from '../../../app/register';
import { NotificationsMenu, notificationTarget } from './notifications-menu';
import { ProfileMenu } from './profile-menu';

const notification = (id: number, read: 'Yes' | 'No', title: string) => ({
  noti_id: id,
  title,
  description: 'Details',
  read,
  transaction_type: 'Buy',
  created_datetime: '2026-12-01T11:47:23.000Z',
});

const answer = (data: unknown[], counter: number) => ({
  data: { code: '200', message: 'OK', data, counter },
});

const inRouter = (node: ReactNode) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('header menus', () => {
  beforeAll(() => {
    registerHostTranslations();
    configureApi({ baseUrl: 'http://api.test' });
  });
  beforeEach(() => queryClient.clear());

  it('the bell says how many are unread, shows the count, and marks unread items for screen readers too', async () => {
    stubNetwork(() =>
      answer([notification(1, 'No', 'Swap completed'), notification(2, 'Yes', 'Deposit')], 1),
    );
    inRouter(<NotificationsMenu />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell.querySelector('[data-counter]')?.textContent).toBe('1');
    fireEvent.click(bell);
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.hasAttribute('data-unread'))).toEqual([true, false]);
    expect(within(items[0]!).getByRole('button').textContent).toMatch(/^Unread:Swap completed/);
    expect(within(items[1]!).getByRole('button').textContent).toMatch(/^Deposit/);
  });

  it('no counter and a friendly empty panel without notifications', async () => {
    stubNetwork(() => answer([], 0));
    inRouter(<NotificationsMenu />);
    await act(() => Promise.resolve());
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.querySelector('[data-counter]')).toBeNull();
    fireEvent.click(bell);
    expect(screen.getByText("You're all caught up: no notifications yet.")).toBeTruthy();
  });

  it('opens the fiat list for Internal and Outgoing, the crypto list otherwise (spec 01 §2.5)', () => {
    expect(notificationTarget('Internal')).toBe('/fiat-transactions');
    expect(notificationTarget('Outgoing')).toBe('/fiat-transactions');
    expect(notificationTarget('Swap')).toBe('/crypto-transactions');
  });

  it('the profile panel: who, the verified mark, then every entry drawn alike, links and buttons', () => {
    const details = {
      first_name: 'Paula',
      last_name: 'Martin',
      email_id: 'paula@example.test',
      status: 'Enable',
      image_64: null,
      login_logsarray: [],
    } as never;
    inRouter(<ProfileMenu details={details} full />);
    fireEvent.click(screen.getByRole('button', { name: /Paula Martin/ }));
    expect(screen.getByText('paula@example.test')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    const entries = ['Recent login activity', 'Feedback', 'FAQ', 'Manage profile', 'Logout'].map((name) =>
      screen.getByRole(name === 'FAQ' || name === 'Manage profile' ? 'link' : 'button', { name }),
    );
    expect(new Set(entries.map((entry) => entry.className.replace(/ .*$/, ''))).size).toBe(1);
    expect(entries.every((entry) => entry.querySelector('svg'))).toBe(true);
  });
});
