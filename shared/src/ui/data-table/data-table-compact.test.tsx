import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataColumn } from './data-column';
import { DataTable } from './data-table';
import { NARROW_SCREEN_QUERY } from './use-narrow-screen';

type Row = { id: number; label: string; date: string; amount: string; way: 'in' | 'out'; status: string };
const columns: DataColumn<Row>[] = [
  { id: 'date', header: 'Date', value: (r) => r.date, role: 'date' },
  { id: 'label', header: 'Details', value: (r) => r.label, role: 'primary' },
  { id: 'reference', header: 'Reference', value: (r) => `REF-${r.id}` },
  {
    id: 'amount',
    header: 'Amount',
    value: (r) => `€${r.amount}`,
    align: 'end',
    role: 'amount',
    sign: (r) => (r.way === 'in' ? 'credit' : 'debit'),
  },
  { id: 'status', header: 'Status', value: (r) => r.status, cell: (r) => <b>{r.status}</b>, role: 'status' },
];
const makeRows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    label: `Payment ${i + 1}`,
    date: `11/0${(i % 9) + 1}/2026`,
    amount: `${i + 1}0.00`,
    way: i % 2 === 0 ? 'in' : 'out',
    status: 'Completed',
  }));

// jsdom has no matchMedia: answer the kit's phone query as a 390 px screen would (or not).
const screenWidth = (narrow: boolean) => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: narrow && query === NARROW_SCREEN_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
};
const items = () => within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');

describe('DataTable on a phone', () => {
  beforeEach(() => screenWidth(true));
  afterAll(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('shows each row as an item: title and date left, signed amount and status right, no table', () => {
    render(<DataTable columns={columns} data={makeRows(2)} title="Payments" />);
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = items() as [HTMLElement, HTMLElement];
    const part = (item: HTMLElement, role: string) =>
      item.querySelector(`[data-compact-role="${role}"]`)?.textContent;
    expect(part(first, 'primary')).toBe('Payment 1');
    expect(part(first, 'date')).toBe('11/01/2026');
    expect(part(first, 'amount')).toBe('+€10.00');
    expect(part(second, 'amount')).toBe('\u2212€20.00');
    expect(within(first).getByText('Completed').tagName).toBe('B');
    // The other columns wait for the details.
    expect(within(first).queryByText('REF-1')).toBeNull();
  });

  it('opens the details of a row on tap and on Enter, with every other column', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} data={makeRows(2)} title="Payments" />);
    const toggle = within(items()[0] as HTMLElement).getByRole('button', { name: 'Payment 1' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(details).getByText('Reference')).toBeTruthy();
    expect(within(details).getByText('REF-1')).toBeTruthy();
    await user.click(toggle);
    expect(within(items()[0] as HTMLElement).queryByText('REF-1')).toBeNull();
    // A tap elsewhere on the item, then Enter on the title of the second.
    act(() => {
      fireEvent.click(items()[0]?.querySelector('[data-compact-role="amount"]') as HTMLElement);
    });
    expect(within(items()[0] as HTMLElement).getByText('REF-1')).toBeTruthy();
    const second = within(items()[1] as HTMLElement).getByRole('button', { name: 'Payment 2' });
    second.focus();
    await user.keyboard('{Enter}');
    expect(within(items()[1] as HTMLElement).getByText('REF-2')).toBeTruthy();
  });

  it('calls onRowClick instead when the list has its own details', async () => {
    const user = userEvent.setup();
    const onRowClick = jest.fn();
    render(<DataTable columns={columns} data={makeRows(2)} title="Payments" onRowClick={onRowClick} />);
    await user.click(within(items()[1] as HTMLElement).getByRole('button', { name: 'Payment 2' }));
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    expect(within(items()[1] as HTMLElement).queryByText('REF-2')).toBeNull();
  });

  it('keeps selection and paging: a checkbox per item, select all, next page', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    const rows = makeRows(7);
    render(
      <DataTable
        columns={columns}
        data={rows}
        title="Payments"
        selectable
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(items()).toHaveLength(5);
    await user.click(within(items()[1] as HTMLElement).getByLabelText('Select row'));
    expect(onSelectionChange).toHaveBeenLastCalledWith([rows[1]]);
    // Ticking the box does not open the item.
    expect(within(items()[1] as HTMLElement).queryByText('REF-2')).toBeNull();
    await user.click(screen.getByLabelText('Select all rows'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(rows);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(items().map((item) => item.querySelector('[data-compact-role="primary"]')?.textContent)).toEqual([
      'Payment 6',
      'Payment 7',
    ]);
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('gives a list without roles its first column as the title and the rest as details', async () => {
    const user = userEvent.setup();
    const plain: DataColumn<Row>[] = [
      { id: 'label', header: 'Details', value: (r) => r.label },
      { id: 'amount', header: 'Amount', value: (r) => r.amount },
    ];
    render(<DataTable columns={plain} data={makeRows(1)} title="Payments" />);
    await user.click(screen.getByRole('button', { name: 'Payment 1' }));
    expect(within(items()[0] as HTMLElement).getByText('10.00')).toBeTruthy();
  });
});

describe('DataTable on a wide screen', () => {
  beforeEach(() => screenWidth(false));

  it('keeps the table, in a named scroll region reachable by keyboard', () => {
    render(<DataTable columns={columns} data={makeRows(2)} title="Payments" />);
    expect(screen.getByRole('table')).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Payments' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
