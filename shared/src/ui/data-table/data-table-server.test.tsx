import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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
const ALL: Row[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder().decode(new Uint8Array(reader.result as ArrayBuffer).slice(3)));
    reader.readAsArrayBuffer(blob);
  });

/** The CSV's table: what follows the export heading (holder, account, period …) and its blank line. */
const readTable = async (blob: Blob) => (await readBlob(blob)).split('\r\n\r\n').at(-1);

/** A caller as a remote would be: it holds the page, "fetches" it (a slice here) and passes the server total. */
const ServerList = ({
  onPageChange,
  fetchAllRows,
  selectable = false,
  scope,
  onSelectionChange,
}: {
  onPageChange: jest.Mock;
  fetchAllRows?: () => Promise<Row[]>;
  selectable?: boolean;
  scope?: string;
  onSelectionChange?: (rows: Row[]) => void;
}) => {
  const [page, setPage] = useState({ index: 0, size: 5 });
  const data = ALL.slice(page.index * page.size, (page.index + 1) * page.size);
  return (
    <DataTable
      columns={columns}
      data={data}
      exportName="Deposits"
      selectable={selectable}
      onSelectionChange={onSelectionChange}
      getRowId={(row) => String(row.id)}
      server={{
        selectionScope: scope,
        total: ALL.length,
        pageIndex: page.index,
        pageSize: page.size,
        onPageChange: (index, size) => {
          onPageChange(index, size);
          setPage({ index, size });
        },
        fetchAllRows,
      }}
    />
  );
};

// The export heading names the signed-in customer from the shell's cached answer: there, as in the portal (not
// fetched: no server answers unit tests).
beforeEach(() => {
  queryClient.setQueryData(apiQueryKey(endpoints['shell.getUserDetails'], {}), {
    data: { first_name: 'Ann', last_name: 'Lee' },
  });
});

describe('DataTable server mode', () => {
  it('shows the page it is given with the server total, and asks for the next page', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    render(<ServerList onPageChange={onPageChange} />);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('1–5 of 12')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1, 5);
    expect(bodyRows().map((r) => r.textContent)).toEqual([
      '6Row 6',
      '7Row 7',
      '8Row 8',
      '9Row 9',
      '10Row 10',
    ]);
    expect(screen.getByText('6–10 of 12')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '10');
    expect(onPageChange).toHaveBeenLastCalledWith(0, 10);
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
  });

  it('exports every matching row from fetchAllRows, not the page on screen', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:csv'));
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetchAllRows = jest.fn(async () => ALL);
    render(<ServerList onPageChange={jest.fn()} fetchAllRows={fetchAllRows} />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(fetchAllRows).toHaveBeenCalledTimes(1);
    const csv = (await readTable(blobs[0] as Blob))!;
    expect(csv.split('\r\n')).toHaveLength(13); // header + 12 rows
    jest.restoreAllMocks();
  });

  it('keeps rows picked on one page when another page shows, exports exactly them, and forgets them in a new scope', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:csv'));
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetchAllRows = jest.fn(async () => ALL);
    const onSelectionChange = jest.fn();
    const { rerender } = render(
      <ServerList
        onPageChange={jest.fn()}
        fetchAllRows={fetchAllRows}
        selectable
        scope="a"
        onSelectionChange={onSelectionChange}
      />,
    );
    await user.click(screen.getAllByRole('checkbox', { name: 'Select row' })[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getAllByRole('checkbox', { name: 'Select row' })[1] as HTMLElement);
    expect(onSelectionChange).toHaveBeenLastCalledWith([ALL[1], ALL[6]]);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(fetchAllRows).not.toHaveBeenCalled();
    expect((await readTable(blobs[0] as Blob))!.split('\r\n')).toEqual([
      '"Id","Name"',
      '"2","Row 2"',
      '"7","Row 7"',
    ]);

    rerender(
      <ServerList
        onPageChange={jest.fn()}
        fetchAllRows={fetchAllRows}
        selectable
        scope="b"
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    jest.restoreAllMocks();
  });
});
