import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi, queryClient, setLanguage } from '@portal/shared';

// The kit's phone query (use-narrow-screen.ts), as a phone answers it.
const NARROW_SCREEN_QUERY = '(max-width: 899.98px)';
import { stubNetwork } from '@portal/shared/testing';
import '../../../app/register';
import { ActivityLogsTabs } from './activity-logs-tabs';

const KINDS = ['sign_in', 'password_changed', 'payee_added', 'sign_in_failed', 'session_ended', 'sign_in'];
const events = KINDS.map((event_type, i) => ({
  security_event_pk: String(KINDS.length - i),
  event_type,
  event_datetime: `2026-03-0${KINDS.length - i} 10:00:00`,
  ip: `10.0.0.${i + 1}`,
  browser: 'Firefox',
  os: 'Linux',
  detail: event_type === 'payee_added' ? 'Hans Muster' : event_type === 'sign_in_failed' ? 'password' : '',
}));
/** The server at the HTTP boundary: the login list and the security events, paged like contract 1.5. */
const serve = () =>
  stubNetwork((request) => {
    const query = (request.params ?? {}) as { page?: number; size?: number };
    const rows = request.url?.endsWith('getSecurityEvents') ? events : [];
    const page = Number(query.page ?? 1);
    const size = Number(query.size ?? rows.length);
    return {
      data: {
        code: '200',
        message: 'Success',
        data: rows.slice((page - 1) * size, page * size),
        paging: { page, size, total: rows.length },
      },
    };
  });
const wrap = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeAll(() => act(() => setLanguage('en')));
beforeEach(() => {
  configureApi({ baseUrl: 'http://api.test' });
  queryClient.clear();
});

test('beside the login activity, the security events tab lists them translated, a page of 5 at a time', async () => {
  const requests = serve();
  render(<ActivityLogsTabs />, { wrapper: wrap });
  fireEvent.click(screen.getByRole('tab', { name: 'Security Events' }));
  expect(await screen.findByText('Password changed')).toBeTruthy();
  expect(requests.at(-1)?.url).toMatch(/user\/getSecurityEvents$/);
  expect(requests.at(-1)?.params).toEqual({ page: 1, size: 5 });
  expect(screen.getByText('Wrong password')).toBeTruthy();
  expect(screen.getByText('New beneficiary')).toBeTruthy();
  expect(screen.getByText('Hans Muster')).toBeTruthy();
  expect(screen.getByRole('columnheader', { name: 'Event' })).toBeTruthy();
  expect(screen.getAllByRole('row')).toHaveLength(1 + 5);
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(screen.getByText('10.0.0.6')).toBeTruthy());
  expect(requests.at(-1)?.params).toEqual({ page: 2, size: 5 });
});

test('on a phone each event is titled by its name and device, dated below', async () => {
  serve();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === NARROW_SCREEN_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
  try {
    render(<ActivityLogsTabs />, { wrapper: wrap });
    fireEvent.click(screen.getByRole('tab', { name: 'Security Events' }));
    const list = await screen.findByRole('list', { name: 'Security Events' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(first.querySelector('[data-compact-role="primary"]')?.textContent).toBe(
      'Signed in · Firefox · Linux',
    );
    expect(first.querySelector('[data-compact-role="date"]')?.textContent).toMatch(/2026/);
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
});
