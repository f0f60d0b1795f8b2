import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi, queryClient, setLanguage } from '@portal/shared';
import { stubNetwork } from '@portal/shared/testing';
import '../../../app/register';
import { ActivityLogsTable } from './activity-logs-table';

const rows = Array.from({ length: 7 }, (_, i) => ({
  login_log_pk: String(i + 1),
  login_datetime: `2026-03-0${i + 1} 10:00:00`,
  login_log_ip: `::ffff:10.0.0.${i + 1}`,
  login_browser: 'Chrome',
  login_os: 'Linux',
}));
/** The server at the HTTP boundary, paging as contract 1.3 does (its SQL has its own tests). */
const serve = () =>
  stubNetwork((request) => {
    const query = (request.params ?? {}) as { page?: number; size?: number };
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

test('date/time, stripped IP, browser and OS; a page of 5 from the server; PDF and CSV export', async () => {
  const requests = serve();
  render(<ActivityLogsTable />, { wrapper: wrap });
  expect(await screen.findByText('10.0.0.1')).toBeTruthy();
  expect(requests.at(-1)?.params).toEqual({ page: 1, size: 5 });
  expect(screen.getByRole('columnheader', { name: 'IP Address' })).toBeTruthy();
  expect(screen.queryByText(/::ffff:/)).toBeNull();
  expect(screen.getAllByRole('row')).toHaveLength(1 + 5);
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Export PDF' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(screen.getByText('10.0.0.6')).toBeTruthy());
  expect(requests.at(-1)?.params).toEqual({ page: 2, size: 5 });
});
