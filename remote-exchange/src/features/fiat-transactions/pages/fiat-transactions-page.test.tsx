import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, queryClient, setLanguage } from '@portal/shared';
import { stubNetwork } from '@portal/shared/testing';
import { filterRows } from '../../../lib/testing/filter-rows';
import '../../../app/register';
import { FiatTransactionsPage } from './fiat-transactions-page';

/** Files the page saves (the kit's downloadFile: a blob URL and a link click), with their names. */
const downloads: { blob: Blob; name: string }[] = [];
beforeEach(() => {
  downloads.length = 0;
  let last: Blob | undefined;
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => ((last = blob as Blob), 'blob:export'));
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ blob: last!, name: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());
const ledger = (id: number, day: string, extra: Record<string, string> = {}) => ({
  balance_sheet_id: String(id),
  created_datetime: `2026-11-${day} 10:00:00`,
  transaction_type: `Deposit ${id}`,
  type: 'Credit',
  status: 'Approved',
  amount: '10.00',
  current_balance: '100.00',
  currency_type: 'EUR',
  account_id_fk: '1',
  ...extra,
});
const answer = {
  code: '200',
  message: '',
  data: [],
  outgoing: [],
  balancedata: [
    ledger(1, '01'),
    ledger(2, '02', { transaction_type: '=HYPERLINK("x")', status: 'Pending' }),
    ledger(3, '03'),
    ledger(4, '04'),
    ledger(5, '05', { account_id_fk: '2' }),
  ],
  useraccount: [
    {
      account_id_pk: '1',
      account_currency_type: 'EUR',
      account_number: '41001',
      available_balance: '100.00',
    },
    { account_id_pk: '2', account_currency_type: 'USD', account_number: '41002', available_balance: '0.00' },
  ],
};
type Query = Record<string, string | number | undefined>;

/** The server at the HTTP boundary, paging and filtering the ledger as contract 1.1 does (the server's own tests
 * cover its SQL); only the fiat ledger has rows here. */
const serve = () =>
  stubNetwork((request) => {
    const query = (request.params ?? {}) as Query;
    const all = query.list === 'ledger' || query.list === undefined ? answer.balancedata : [];
    const rows = filterRows(
      all,
      { from: String(query.from ?? ''), to: String(query.to ?? ''), account: String(query.account ?? '') },
      (r) => r.created_datetime,
      (r) => r.account_id_fk,
    );
    const page = Number(query.page ?? 1);
    const size = Number(query.size ?? rows.length);
    const paging = query.page === undefined ? {} : { paging: { page, size, total: rows.length } };
    return { data: { ...answer, balancedata: rows.slice((page - 1) * size, page * size), ...paging } };
  });

const wrap = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const bodyRows = () => screen.getAllByRole('row').slice(1);
const checkRow = (text: string) =>
  fireEvent.click(within(screen.getByText(text).closest('tr') as HTMLElement).getByRole('checkbox'));

describe('/fiat-transactions', () => {
  let requests: ReturnType<typeof serve>;
  beforeEach(async () => {
    configureApi({ baseUrl: 'http://api.test' });
    queryClient.clear();
    requests = serve();
    await act(() => setLanguage('en'));
  });

  it('asks the server for a page of the chosen list with the filters as query values; an empty type says No Data Found', async () => {
    render(<FiatTransactionsPage />, { wrapper: wrap });
    expect(await screen.findByText('=HYPERLINK("x") (Pending)')).toBeTruthy();
    expect(requests.at(-1)?.params).toEqual({ list: 'ledger', page: 1, size: 5 });
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-11-02' } });
    fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2026-11-04' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(requests.at(-1)?.params).toEqual({
      list: 'ledger',
      from: '2026-11-02',
      to: '2026-11-04',
      page: 1,
      size: 5,
    });
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: '2' } });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    expect(requests.at(-1)?.params).toMatchObject({ list: 'ledger', account: '2' });
    fireEvent.change(screen.getByLabelText('Transaction Type'), { target: { value: 'InternalTransfers' } });
    expect(screen.getByRole('heading', { name: 'Internal Transfer Transactions' })).toBeTruthy();
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    expect(requests.at(-1)?.params).toMatchObject({ list: 'internal', account: '2', page: 1, size: 5 });
  });

  it('exports only the selected rows as CSV, neutralising formula cells; a date change clears the selection', async () => {
    render(<FiatTransactionsPage />, { wrapper: wrap });
    await screen.findByText('Deposit 1');
    for (const text of ['Deposit 1', 'Deposit 3', '=HYPERLINK("x") (Pending)']) checkRow(text);
    fireEvent.click(screen.getByRole('button', { name: 'Download Report' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
    });
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [{ blob, name }] = downloads as [{ blob: Blob; name: string }];
    expect(name).toBe('Fiat Account.csv');
    const [heading, table] = (await readBlob(blob)).replace(/^\uFEFF/, '').split('\r\n\r\n');
    // Holder, account, period and generated-at above the rows; amounts as numbers beside their currency.
    expect(heading).toContain('"Account","All accounts"');
    expect(heading).toContain('"Period","All dates"');
    expect(heading).toContain('"Generated at",');
    const lines = table!.trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('"Date","Transaction Details","Debit / Credit","Amount","Currency","Balance"');
    expect(lines[1]).toMatch(/,"10\.00","EUR","100\.00"$/);
    expect(lines.join('\n')).toContain('"\'=HYPERLINK(""x"") (Pending)"');
    expect(lines.join('\n')).not.toContain('Deposit 4');
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ from: '2026-11-01' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download Report' }));
    expect((screen.getByRole('button', { name: 'CSV' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Select the rows to export.')).toBeTruthy();
  });

  it('keeps rows picked on page 1 when page 2 comes from the server, and exports both', async () => {
    answer.balancedata.push(ledger(6, '06'));
    try {
      render(<FiatTransactionsPage />, { wrapper: wrap });
      await screen.findByText('Deposit 1');
      checkRow('Deposit 1');
      fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
      await screen.findByText('Deposit 6');
      checkRow('Deposit 6');
      expect(requests.at(-1)?.params).toEqual({ list: 'ledger', page: 2, size: 5 });
      fireEvent.click(screen.getByRole('button', { name: 'Download Report' }));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
      });
      await waitFor(() => expect(downloads).toHaveLength(1));
      const lines = (await readBlob(downloads[0]!.blob)).split('\r\n\r\n')[1]!.trim().split(/\r?\n/);
      expect(lines).toHaveLength(3);
      expect(lines.join('\n')).toContain('Deposit 1');
      expect(lines.join('\n')).toContain('Deposit 6');
    } finally {
      answer.balancedata.pop();
    }
  });
});
