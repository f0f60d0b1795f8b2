import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '../../api/config';
import { stubNetwork } from '../../api/test-adapter';
import { StatementAction } from './statement-dialog';

const downloaded: string[] = [];
jest.mock('../data-table/download-file', () => ({
  downloadFile: (_blob: Blob, name: string) => downloaded.push(name),
}));

beforeEach(() => {
  downloaded.length = 0;
  configureApi({ baseUrl: 'http://api.test/', accessKeyHeader: 'x-access-key', accessKey: 'k' });
});

const openDialog = async () => {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StatementAction target={{ source: 'iban', ref: 'EUR' }} accountLabel="EUR IBAN Account" />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Statement – EUR IBAN Account' }));
  return user;
};

describe('StatementAction', () => {
  it('asks the server for the file of the chosen period and format, and saves it', async () => {
    const requests = stubNetwork(() => ({ data: new Blob(['%PDF-1.3'], { type: 'application/pdf' }) }));
    const user = await openDialog();
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.clear(to);
    await user.type(to, '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloaded).toEqual(['statement-iban-2026-01-01-2026-03-31.pdf']));
    expect(requests[0]?.url).toBe('http://api.test/api/v1/user/statements/iban/EUR/file');
    expect(requests[0]?.params).toEqual({ from: '2026-01-01', to: '2026-03-31', format: 'pdf', lang: 'en' });
  });

  it('refuses a period ending before it starts, or longer than a year, before calling the server', async () => {
    const requests = stubNetwork(() => ({ data: new Blob(['x']) }));
    const user = await openDialog();
    const to = screen.getByLabelText('To');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-02-01');
    await user.clear(to);
    await user.type(to, '2026-01-31');
    expect(screen.getByRole('alert').textContent).toBe('The end date must not be before the start date.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download CSV' }).disabled).toBe(true);
    await user.clear(from);
    await user.type(from, '2025-01-01');
    await user.clear(to);
    await user.type(to, '2026-01-02');
    expect(screen.getByRole('alert').textContent).toBe('A statement covers at most one year.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download PDF' }).disabled).toBe(true);
    expect(requests).toHaveLength(0);
  });
});
