import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi, queryClient, setLanguage } from '@portal/shared';
import { stubNetwork } from '@portal/shared/testing';
import '../../../app/register';
import { ActiveSessions } from './active-sessions';

const PHONE = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const LAPTOP = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const TABLET = '11111111-2222-4333-8444-555555555555';
let sessions: Record<string, string>[];
const row = (session_id: string, browser: string, os: string, current: 'Yes' | 'No') => ({
  session_id,
  browser,
  os,
  ip: '203.0.113.7',
  signed_in_at: '2026-03-01 10:00:00',
  last_seen_at: '2026-03-02 11:30:00',
  current,
});

/** The server at the HTTP boundary: the list, one session ended, every other ended. */
const serve = () =>
  stubNetwork((request) => {
    const url = request.url ?? '';
    const ended = /sessions\/([^/]+)\/end$/.exec(url)?.[1];
    if (ended) sessions = sessions.filter((s) => s.session_id !== ended);
    if (url.endsWith('sessions/end-others')) {
      const count = sessions.length - 1;
      sessions = sessions.filter((s) => s.current === 'Yes');
      return { data: { code: '200', message: 'ok', data: { ended: count } } };
    }
    if (request.method === 'post') return { data: { code: '200', message: 'ok', data: null } };
    return { data: { code: '200', message: 'Success', data: sessions } };
  });
const wrap = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeAll(() => act(() => setLanguage('en')));
beforeEach(() => {
  configureApi({ baseUrl: 'http://api.test' });
  queryClient.clear();
  sessions = [
    row(LAPTOP, 'Chrome', 'Windows', 'Yes'),
    row(PHONE, 'Safari', 'iOS', 'No'),
    row(TABLET, 'Unknown', 'Android', 'No'),
  ];
});

test('each device with IP, sign-in and last seen; "This device" has no sign-out of its own', async () => {
  serve();
  render(<ActiveSessions />, { wrapper: wrap });
  const mine = (await screen.findByText('Chrome · Windows')).closest('li')!;
  expect(within(mine).getByText('This device')).toBeTruthy();
  expect(within(mine).queryByRole('button')).toBeNull();
  const phone = screen.getByText('Safari · iOS').closest('li')!;
  expect(within(phone).getByText('203.0.113.7')).toBeTruthy();
  expect(within(phone).getByText('Last seen')).toBeTruthy();
  expect(within(phone).queryByText('This device')).toBeNull();
  expect(screen.getByText('Unknown · Android')).toBeTruthy();
});

test('"Sign out this session" asks, ends that session only and refreshes the list', async () => {
  const requests = serve();
  render(<ActiveSessions />, { wrapper: wrap });
  fireEvent.click(await screen.findByRole('button', { name: 'Sign out the session on Safari · iOS' }));
  expect(screen.getByText('Sign out Safari · iOS? It will have to sign in again.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(screen.queryByText('Safari · iOS')).toBeNull());
  const posts = requests.filter((r) => r.method === 'post');
  expect(posts.map((r) => r.url)).toEqual([expect.stringMatching(new RegExp(`sessions/${PHONE}/end$`))]);
  expect(screen.getByText('Unknown · Android')).toBeTruthy();
});

test('"Sign out everywhere else" asks, then leaves only this device', async () => {
  const requests = serve();
  render(<ActiveSessions />, { wrapper: wrap });
  fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
  expect(screen.getByText(/Sign out every other session \(2\)\?/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(screen.queryByText('Safari · iOS')).toBeNull());
  expect(requests.filter((r) => r.method === 'post').map((r) => r.url)).toEqual([
    expect.stringMatching(/sessions\/end-others$/),
  ]);
  expect(screen.getByText('Chrome · Windows')).toBeTruthy();
  expect(
    (screen.getByRole('button', { name: 'Sign out everywhere else' }) as HTMLButtonElement).disabled,
  ).toBe(true);
});
