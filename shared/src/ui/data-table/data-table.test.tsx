import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../api/query-client';
import { apiQueryKey } from '../../api/query-helpers';
import { endpoints } from '../../contract/index';
import type { DataColumn } from './data-column';
import { DataTable } from './data-table';

type Row = { id: number; name: string };
const columns: DataColumn<Row>[] = [
  { id: 'id', header: 'Id', value: (row) => row.id },
  { id: 'name', header: 'Name', value: (row) => row.name },
];
const makeRows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
// jsdom's Blob has no arrayBuffer(); FileReader works.
const readBlob = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

describe('DataTable', () => {
  it('shows "No Data Found" with the optional title when empty', () => {
    render(
      <DataTable
        columns={columns}
        data={[]}
        emptyTitle="Fiat Transaction Overview"
        exportName="Fiat Transactions"
      />,
    );
    expect(screen.getByText('Fiat Transaction Overview')).toBeTruthy();
    expect(screen.getByText('No Data Found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Export CSV')).toBeNull();
  });

  it('keeps amounts and statuses on one line and breaks a date only between date and time', () => {
    type Move = { at: string; amount: string; status: string };
    const moves: DataColumn<Move>[] = [
      { id: 'at', header: 'Date', value: (row) => row.at, role: 'date' },
      { id: 'amount', header: 'Amount', value: (row) => row.amount, role: 'amount', align: 'end' },
      { id: 'status', header: 'Status', value: (row) => row.status, role: 'status' },
    ];
    render(
      <DataTable
        columns={moves}
        data={[{ at: '11 / 16 / 2026 11:34:17 AM', amount: '€ 1,209.21', status: 'Completed' }]}
      />,
    );
    const [date, amount, status] = within(bodyRows()[0]!).getAllByRole('cell');
    expect([...date!.querySelectorAll('.whole')].map((part) => part.textContent)).toEqual([
      '11 / 16 / 2026',
      '11:34:17 AM',
    ]);
    expect(date!.textContent).toBe('11 / 16 / 2026 11:34:17 AM');
    expect(amount!.className.split(' ')).toEqual(['end', 'whole']);
    expect(status!.className).toBe('whole');
  });

  it('pages by 5 with choices 5, 10, 15', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} data={makeRows(12)} />);
    expect(bodyRows()).toHaveLength(5);
    const sizes = within(screen.getByLabelText('Rows per page'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(sizes).toEqual(['5', '10', '15']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyRows().map((r) => r.textContent)).toEqual(['11Row 11', '12Row 12']);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '15');
    expect(bodyRows()).toHaveLength(12);
  });

  it('accepts other page sizes such as 25 / 50 / 100', () => {
    render(<DataTable columns={columns} data={makeRows(30)} pageSizes={[25, 50, 100]} />);
    expect(bodyRows()).toHaveLength(25);
  });

  it('selects all rows and clears the selection when data changes identity', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    const first = makeRows(7);
    const { rerender } = render(
      <DataTable columns={columns} data={first} selectable onSelectionChange={onSelectionChange} />,
    );
    await user.click(screen.getByLabelText('Select all rows'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(first);
    await act(async () =>
      rerender(
        <DataTable columns={columns} data={makeRows(7)} selectable onSelectionChange={onSelectionChange} />,
      ),
    );
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    expect(screen.getAllByLabelText('Select row').every((box) => !(box as HTMLInputElement).checked)).toBe(
      true,
    );
  });

  it('exports the selected rows to CSV under the export name', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:csv'));
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.href).toBe('blob:csv');
    });
    queryClient.setQueryData(apiQueryKey(endpoints['shell.getUserDetails'], {}), {
      data: { first_name: 'Ann', last_name: 'Lee' },
    });
    render(
      <DataTable
        columns={columns}
        data={makeRows(3)}
        selectable
        exportName="Buy/Sell Transactions"
        exportContext={{ account: 'EUR - 4100000', from: '2026-11-01', to: '2026-11-30' }}
      />,
    );
    await user.click(screen.getAllByLabelText('Select row')[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Buy-Sell Transactions.csv');
    const bytes = new Uint8Array(await readBlob(blobs[0] as Blob));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM
    // The heading names holder, account and period, then the selected rows follow a blank line.
    const [heading, table] = new TextDecoder().decode(bytes.slice(3)).split('\r\n\r\n');
    expect(heading!.split('\r\n').slice(0, 3)).toEqual([
      '"Account holder","Ann Lee"',
      '"Account","EUR - 4100000"',
      '"Period","November 1, 2026 – November 30, 2026"',
    ]);
    expect(heading).toMatch(/^"Generated at","\w+ \d{1,2}, \d{4} \d\d:\d\d:\d\d [AP]M"$/m);
    expect(table).toBe('"Id","Name"\r\n"2","Row 2"');
    jest.restoreAllMocks();
  });

  it('calls onRowClick for mouse and Enter', () => {
    const onRowClick = jest.fn();
    render(<DataTable columns={columns} data={makeRows(2)} onRowClick={onRowClick} />);
    const [firstRow] = bodyRows();
    act(() => {
      fireEvent.click(firstRow as HTMLElement);
      fireEvent.keyDown(firstRow as HTMLElement, { key: 'Enter' });
    });
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });
});

describe('DataTable with many rows', () => {
  // Speed is measured by scripts/bench-data-table.mjs, not asserted here: a timed test is flaky on a busy CI.
  it('renders only the current page of 5000 rows', () => {
    render(<DataTable columns={columns} data={makeRows(5000)} pageSizes={[25, 50, 100]} />);
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 5000')).toBeTruthy();
  });

  it('keeps the first row of the page in view when the page size changes, and a refetch goes back to page 1', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DataTable columns={columns} data={makeRows(40)} />);
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyRows()[0]?.textContent).toBe('16Row 16');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '10');
    expect(bodyRows()[0]?.textContent).toBe('11Row 11');
    expect(screen.getByText('Page 2 of 4')).toBeTruthy();
    await act(async () => rerender(<DataTable columns={columns} data={makeRows(40)} />));
    expect(screen.getByText('Page 1 of 4')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
  });
});
