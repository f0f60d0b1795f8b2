import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '@portal/shared';
import '../../../app/register';
import { ActivityLogsTable } from './activity-logs-table';

const rows = Array.from({ length: 7 }, (_, i) => ({
  login_log_pk: String(i + 1), login_datetime: `2026-03-0${i + 1} 10:00:00`, login_log_ip: `::ffff:10.0.0.${i + 1}`, login_browser: 'Chrome', login_os: 'Linux',
}));
jest.mock('../api/get-user-login-logs', () => ({ useUserLoginLogs: () => ({ data: rows, isPending: false }) }));

beforeAll(() => act(() => setLanguage('en')));

test('date/time, stripped IP, browser and OS; 5 rows first; PDF and CSV export', () => {
  render(<ActivityLogsTable />);
  expect(screen.getByRole('columnheader', { name: 'IP Address' })).toBeTruthy();
  expect(screen.getByText('10.0.0.1')).toBeTruthy();
  expect(screen.queryByText(/::ffff:/)).toBeNull();
  expect(screen.getAllByRole('row')).toHaveLength(1 + 5);
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Export PDF' })).toBeTruthy();
});
