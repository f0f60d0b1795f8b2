// DataTable at ten thousand rows, in jsdom: how long the first render, paging, a page-size change, select-all,
// a filter (the lists filter by date/account before the table), a refetch (new data) and the CSV of every row
// (what Export CSV runs: exportMatrix + buildCsv with papaparse) take. Run with `node scripts/bench-data-table.mjs` — a measurement, not a test:
// it is not part of `npm test` and prints numbers instead of failing on a time limit.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useMemo } from 'react';
import { DataTable } from '../src/ui/data-table/data-table';
import { exportMatrix, type DataColumn } from '../src/ui/data-table/data-column';
import { buildCsv } from '../src/ui/data-table/csv-export';

type Row = { id: string; date: string; kind: string; amount: string; currency: string; status: string };

const ROWS = Number(process.env.BENCH_ROWS ?? 10000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const makeRows = (count: number, seed = 0): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${seed}-${i}`,
    date: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    kind: i % 3 === 0 ? 'Deposit' : 'Transfer',
    amount: `${(i * 37) % 10000}.${String(i % 100).padStart(2, '0')}`,
    currency: i % 2 ? 'EUR' : 'USD',
    status: i % 5 ? 'Completed' : 'Pending',
  }));

const columns: DataColumn<Row>[] = [
  { id: 'date', header: 'Date', value: (r) => r.date },
  { id: 'kind', header: 'Type', value: (r) => r.kind },
  {
    id: 'amount',
    header: 'Amount',
    value: (r) => r.amount,
    cell: (r) => <strong>{`${r.amount} ${r.currency}`}</strong>,
    align: 'end',
  },
  { id: 'status', header: 'Status', value: (r) => r.status },
];

const Table = ({ data }: { data: Row[] }) => {
  const memoColumns = useMemo(() => columns, []);
  return <DataTable columns={memoColumns} data={data} exportName="Bench" selectable getRowId={(r) => r.id} />;
};

const time = (action: () => void): number => {
  const start = performance.now();
  act(action);
  return performance.now() - start;
};

const results: Record<string, number[]> = {};
const record = (name: string, ms: number) => (results[name] ??= []).push(ms);

afterAll(() => {
  const lines = Object.entries(results).map(([name, values]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    return `${name.padEnd(34)} median ${median.toFixed(1).padStart(7)} ms   min ${sorted[0]?.toFixed(1).padStart(7)} ms   max ${sorted.at(-1)?.toFixed(1).padStart(7)} ms`;
  });
  process.stdout.write(`\nDataTable, ${ROWS} rows, ${RUNS} runs (jsdom):\n${lines.join('\n')}\n\n`);
});

it(`measures DataTable with ${ROWS} rows`, async () => {
  const data = makeRows(ROWS);
  for (let run = 0; run < RUNS; run += 1) {
    let view: ReturnType<typeof render> | undefined;
    record(
      'first render (page of 5)',
      time(() => void (view = render(<Table data={data} />))),
    );
    const next = screen.getByRole('button', { name: 'Next page' });
    record(
      'next page',
      time(() => fireEvent.click(next)),
    );
    record(
      'rows per page 5 -> 15',
      time(() => fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '15' } })),
    );
    const header = screen.getAllByRole('rowgroup')[0] as HTMLElement;
    record(
      'select all rows',
      time(() => fireEvent.click(within(header).getByRole('checkbox'))),
    );
    // A filter hands the table a new, smaller array (here: the first half of the year).
    record(
      'filter (date range, ~half the rows)',
      time(() => view?.rerender(<Table data={data.filter((r) => r.date < '2026-07')} />)),
    );
    const refetched = makeRows(ROWS, run + 1);
    record(
      'refetch (new data array)',
      time(() => view?.rerender(<Table data={refetched} />)),
    );
    view?.unmount();
    const started = performance.now();
    const { headers, rows } = exportMatrix(columns, data);
    const csv = await buildCsv(headers, rows);
    record(`CSV of all ${ROWS} rows`, performance.now() - started);
    expect(csv.split('\r\n')).toHaveLength(ROWS + 1);
  }
  expect(Object.keys(results)).toHaveLength(7);
});
