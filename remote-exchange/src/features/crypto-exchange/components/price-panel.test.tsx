import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { focusManager, QueryClientProvider } from '@tanstack/react-query';
import { configureApi, queryClient, setLanguage } from '@portal/shared';
import { stubNetwork } from '@portal/shared/testing';
import '../../../app/register';
import { PRICE_REFRESH_MS } from '../api/get-prices';
import { PricePanel } from './price-panel';

jest.mock('../../../lib/trades/get-all-crypto-exchange', () => ({
  useCryptoExchangeData: () => ({
    isPending: false,
    data: {
      accounts: [
        { account_id_pk: '1', account_currency_type: 'USD' },
        { account_id_pk: '2', account_currency_type: 'EUR' },
      ],
      usercryptowallet: [
        { crypto_wallet_id: '11', coin_code: 'BTC', total_available: '0.75' },
        { crypto_wallet_id: '12', coin_code: 'ETH', total_available: '6.5' },
      ],
    },
  }),
}));

const AT = '2026-11-25T20:07:00.000Z';
const BASE: Record<string, number> = { BTC: 59800.123, ETH: 2944.5 };
/** The server at the HTTP boundary: a price per call (each call a cent higher) and a history per range. */
const serve = () => {
  let calls = 0;
  return stubNetwork((request) => {
    const query = (request.params ?? {}) as Record<string, string>;
    if (request.url?.includes('getprices')) {
      calls += 1;
      const price = (BASE[query.coin!]! + calls / 100).toFixed(8);
      const prices = [{ coin: query.coin, currency: query.currency, price, change_percent: '1.2' }];
      return { data: { code: '200', message: 'Success', data: { at: AT, prices } } };
    }
    const n = { '24h': 97, '7d': 85, '30d': 91 }[query.range!]!;
    const points = Array.from({ length: n }, (_, i) => ({ at: AT, price: String(BASE[query.coin!]! + i) }));
    const data = {
      ...query,
      points,
      low: points[0]!.price,
      high: points.at(-1)!.price,
      change_percent: query.range === '7d' ? '-3.5' : '0.16',
    };
    return { data: { code: '200', message: 'Success', data } };
  });
};
const priceCalls = (requests: { url?: string }[]) =>
  requests.filter((r) => r.url?.includes('getprices')).length;
const wrap = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(async () => {
  await act(() => setLanguage('en'));
  configureApi({ baseUrl: 'http://api.test' });
  queryClient.clear();
});
afterEach(() => {
  jest.useRealTimers();
  focusManager.setFocused(undefined);
});

test('shows the live price of the first pair (EUR first, like the form) with its chart, before any preview', async () => {
  const requests = serve();
  render(<PricePanel />, { wrapper: wrap });
  const live = await screen.findByText('1 BTC = € 59,800.13');
  expect(live.closest('[data-live-price]')?.getAttribute('data-live-price')).toBe('BTC/EUR');
  expect(screen.getByText('+1.2 % in 24 hours')).toBeTruthy();
  expect(screen.getByText('Updated at 08:07 PM')).toBeTruthy();
  const chart = await screen.findByRole('img', { name: 'BTC/EUR price over the last 24 hours' });
  expect(chart.querySelector('path')?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+){96}$/);
  expect(screen.getByText('Low € 59,800.12 · High € 59,896.12 · Change +0.16 %')).toBeTruthy();
  expect(requests.map((r) => r.params)).toEqual(
    expect.arrayContaining([
      { coin: 'BTC', currency: 'EUR' },
      { coin: 'BTC', currency: 'EUR', range: '24h' },
    ]),
  );
});

test('the pair pickers change the price and the chart', async () => {
  serve();
  render(<PricePanel />, { wrapper: wrap });
  await screen.findByText(/^1 BTC = €/);
  fireEvent.change(screen.getByLabelText('Coin'), { target: { value: 'ETH' } });
  fireEvent.change(screen.getByLabelText('Price in'), { target: { value: 'USD' } });
  expect(await screen.findByText(/^1 ETH = \$ 2,944\.5\d$/)).toBeTruthy();
  expect(await screen.findByRole('img', { name: 'ETH/USD price over the last 24 hours' })).toBeTruthy();
});

test('the range tabs switch the chart to 7 and 30 days (click and arrow keys)', async () => {
  const requests = serve();
  render(<PricePanel />, { wrapper: wrap });
  await screen.findByRole('img', { name: /24 hours/ });
  const tabs = within(screen.getByRole('tablist', { name: 'Chart period' }));
  expect(tabs.getByRole('tab', { name: '24 h' }).getAttribute('aria-selected')).toBe('true');
  fireEvent.click(tabs.getByRole('tab', { name: '7 d' }));
  const week = await screen.findByRole('img', { name: 'BTC/EUR price over the last 7 days' });
  expect(week.closest('figure')?.getAttribute('data-points')).toBe('85');
  expect(screen.getByText(/Change -3.5 %$/)).toBeTruthy();
  expect(tabs.getByRole('tab', { name: '7 d' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
    tabs.getByRole('tab', { name: '7 d' }).id,
  );
  fireEvent.keyDown(tabs.getByRole('tab', { name: '7 d' }), { key: 'ArrowRight' });
  expect(await screen.findByRole('img', { name: /last 30 days/ })).toBeTruthy();
  expect(document.activeElement).toBe(tabs.getByRole('tab', { name: '30 d' }));
  expect(requests.map((r) => (r.params as { range?: string }).range).filter(Boolean)).toEqual([
    '24h',
    '7d',
    '30d',
  ]);
});

test(`the price is asked again every ${PRICE_REFRESH_MS / 1000} s, not while the tab is hidden`, async () => {
  jest.useFakeTimers();
  const requests = serve();
  render(<PricePanel />, { wrapper: wrap });
  await screen.findByText('1 BTC = € 59,800.13');
  await act(() => jest.advanceTimersByTimeAsync(PRICE_REFRESH_MS));
  await waitFor(() => expect(screen.getByText('1 BTC = € 59,800.14')).toBeTruthy());
  expect(priceCalls(requests)).toBe(2);
  act(() => focusManager.setFocused(false));
  await act(() => jest.advanceTimersByTimeAsync(3 * PRICE_REFRESH_MS));
  expect(priceCalls(requests)).toBe(2);
  act(() => focusManager.setFocused(true));
  await act(() => jest.advanceTimersByTimeAsync(PRICE_REFRESH_MS));
  expect(priceCalls(requests)).toBeGreaterThan(2);
});

test('French: words, 24-hour time, same amounts', async () => {
  serve();
  await act(() => setLanguage('fr'));
  render(<PricePanel />, { wrapper: wrap });
  expect(await screen.findByRole('heading', { name: 'Cours du marché' })).toBeTruthy();
  expect(await screen.findByText('1 BTC = € 59,800.13')).toBeTruthy();
  expect(screen.getByText('+1.2 % sur 24 heures')).toBeTruthy();
  expect(screen.getByText('Mis à jour à 20:07')).toBeTruthy();
  expect(await screen.findByRole('img', { name: 'Cours BTC/EUR sur les dernières 24 heures' })).toBeTruthy();
  expect(screen.getByText('Plus bas € 59,800.12 · Plus haut € 59,896.12 · Variation +0.16 %')).toBeTruthy();
  expect(screen.getByRole('tab', { name: '7 j' })).toBeTruthy();
  expect(screen.getByLabelText('Prix en')).toBeTruthy();
});
