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
    const ranges: Record<string, [number, number]> = { '24h': [97, 15], '7d': [85, 120], '30d': [91, 480] };
    const [n, stepMinutes] = ranges[query.range!]!;
    // Oldest first, the newest at AT.
    const points = Array.from({ length: n }, (_, i) => ({
      at: new Date(Date.parse(AT) - (n - 1 - i) * stepMinutes * 60_000).toISOString(),
      price: String(BASE[query.coin!]! + i),
    }));
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
  const chart = await screen.findByRole('slider', { name: 'BTC/EUR price over the last 24 hours' });
  expect(chart.parentElement?.querySelector('path')?.getAttribute('d')).toMatch(
    /^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+){96}$/,
  );
  expect(screen.getByText('Low € 59,800.12 · High € 59,896.12 · Change +0.16 %')).toBeTruthy();
  expect(requests.map((r) => r.params)).toEqual(
    expect.arrayContaining([
      { coin: 'BTC', currency: 'EUR' },
      { coin: 'BTC', currency: 'EUR', range: '24h' },
    ]),
  );
});

const ticks = (kind: 'price' | 'time') =>
  [...document.querySelectorAll(`[data-${kind}-tick]`)].map((tick) => tick.textContent);

test('the chart has a price axis and a time axis that names each range its own way', async () => {
  serve();
  render(<PricePanel />, { wrapper: wrap });
  await screen.findByRole('slider', { name: /24 hours/ });
  expect(screen.getByText('Last 24 hours')).toBeTruthy();
  // Prices 59,800.12 … 59,896.12: round steps inside the range, written as the panel writes prices.
  expect(ticks('price')).toEqual(['€ 59,820', '€ 59,840', '€ 59,860', '€ 59,880']);
  // The day by the hour, every 6 h (the test runs in UTC).
  expect(ticks('time')).toEqual(['12:00 AM', '06:00 AM', '12:00 PM', '06:00 PM']);
  fireEvent.click(screen.getByRole('tab', { name: '7 d' }));
  await screen.findByRole('slider', { name: /7 days/ });
  expect(screen.getByText('Last 7 days')).toBeTruthy();
  // Nov 18 20:07 to Nov 25 20:07: each midnight by its weekday (the date is in the cursor's read-out).
  expect(ticks('time')).toEqual(['Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed']);
  fireEvent.click(screen.getByRole('tab', { name: '30 d' }));
  await screen.findByRole('slider', { name: /30 days/ });
  expect(ticks('time')).toEqual(['Nov 2', 'Nov 9', 'Nov 16', 'Nov 23']);
});

test('the arrow keys and the pointer read out the price and time of a point', async () => {
  serve();
  render(<PricePanel />, { wrapper: wrap });
  const chart = await screen.findByRole('slider', { name: /24 hours/ });
  const readout = () => document.querySelector('[data-chart-readout]')?.textContent;
  act(() => chart.focus());
  // The newest point first: 59,800.12 + 96 at 08:07 PM.
  expect(readout()).toBe('€ 59,896.12 · 08:07 PM');
  expect(chart.getAttribute('aria-valuetext')).toBe('€ 59,896.12 · 08:07 PM');
  fireEvent.keyDown(chart, { key: 'ArrowLeft' });
  expect(readout()).toBe('€ 59,895.12 · 07:52 PM');
  expect(chart.getAttribute('aria-valuenow')).toBe('95');
  fireEvent.keyDown(chart, { key: 'Home' });
  expect(readout()).toBe('€ 59,800.12 · 08:07 PM');
  expect(document.querySelector('[data-chart-cursor]')).toBeTruthy();
  act(() => chart.blur());
  expect(readout()).toBe('Last 24 hours');
  // The pointer half-way along the plot reads the point under it (the plot is 308 of the 384 units wide).
  chart.getBoundingClientRect = () => ({ left: 0, width: 384, top: 0, height: 208 }) as DOMRect;
  // jsdom's pointer events carry no coordinates: a mouse event of the pointer's type does.
  fireEvent(chart, new MouseEvent('pointermove', { bubbles: true, clientX: 6 + 308 / 2 }));
  expect(readout()).toBe('€ 59,848.12 · 08:07 AM');
  fireEvent.pointerLeave(chart);
  expect(document.querySelector('[data-chart-cursor]')).toBeNull();
});

test('the pair pickers change the price and the chart', async () => {
  serve();
  render(<PricePanel />, { wrapper: wrap });
  await screen.findByText(/^1 BTC = €/);
  fireEvent.change(screen.getByLabelText('Coin'), { target: { value: 'ETH' } });
  fireEvent.change(screen.getByLabelText('Price in'), { target: { value: 'USD' } });
  expect(await screen.findByText(/^1 ETH = \$ 2,944\.5\d$/)).toBeTruthy();
  expect(await screen.findByRole('slider', { name: 'ETH/USD price over the last 24 hours' })).toBeTruthy();
});

test('the range tabs switch the chart to 7 and 30 days (click and arrow keys)', async () => {
  const requests = serve();
  render(<PricePanel />, { wrapper: wrap });
  await screen.findByRole('slider', { name: /24 hours/ });
  const tabs = within(screen.getByRole('tablist', { name: 'Chart period' }));
  expect(tabs.getByRole('tab', { name: '24 h' }).getAttribute('aria-selected')).toBe('true');
  fireEvent.click(tabs.getByRole('tab', { name: '7 d' }));
  const week = await screen.findByRole('slider', { name: 'BTC/EUR price over the last 7 days' });
  expect(week.closest('figure')?.getAttribute('data-points')).toBe('85');
  expect(screen.getByText(/Change -3.5 %$/)).toBeTruthy();
  expect(tabs.getByRole('tab', { name: '7 d' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
    tabs.getByRole('tab', { name: '7 d' }).id,
  );
  fireEvent.keyDown(tabs.getByRole('tab', { name: '7 d' }), { key: 'ArrowRight' });
  expect(await screen.findByRole('slider', { name: /last 30 days/ })).toBeTruthy();
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
  expect(
    await screen.findByRole('slider', { name: 'Cours BTC/EUR sur les dernières 24 heures' }),
  ).toBeTruthy();
  expect(screen.getByText('Plus bas € 59,800.12 · Plus haut € 59,896.12 · Variation +0.16 %')).toBeTruthy();
  expect(screen.getByText('Dernières 24 heures')).toBeTruthy();
  expect(ticks('time')).toEqual(['00:00', '06:00', '12:00', '18:00']);
  fireEvent.click(screen.getByRole('tab', { name: '30 j' }));
  await screen.findByRole('slider', { name: /30 derniers jours/ });
  expect(ticks('time')).toEqual(['2 nov.', '9 nov.', '16 nov.', '23 nov.']);
  expect(screen.getByRole('tab', { name: '7 j' })).toBeTruthy();
  expect(screen.getByLabelText('Prix en')).toBeTruthy();
});
