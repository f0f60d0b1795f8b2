import { filterRows } from '../testing/filter-rows';
import { listQuery } from './list-filter';

type Row = { id: string; at: string; account: string };
const rows: Row[] = [
  { id: 'a', at: '2026-11-01 00:00:00', account: '1' },
  { id: 'b', at: '2026-11-02 23:59:59', account: '2' },
  { id: 'c', at: '2026-11-03 08:15:00', account: '1' },
];
const ids = (filter: { from: string; to: string; account: string }) =>
  filterRows(
    rows,
    filter,
    (r) => r.at,
    (r) => r.account,
  ).map((r) => r.id);

describe('transaction list filters', () => {
  it('compare by day, from and to inclusive', () => {
    expect(ids({ from: '2026-11-02', to: '2026-11-02', account: '' })).toEqual(['b']);
    expect(ids({ from: '2026-11-01', to: '2026-11-03', account: '' })).toEqual(['a', 'b', 'c']);
    expect(ids({ from: '2026-11-03', to: '', account: '' })).toEqual(['c']);
    expect(ids({ from: '', to: '2026-11-01', account: '' })).toEqual(['a']);
  });

  it('combine with the account', () => {
    expect(ids({ from: '', to: '', account: '1' })).toEqual(['a', 'c']);
    expect(ids({ from: '2026-11-02', to: '', account: '1' })).toEqual(['c']);
  });
});

describe('listQuery (the filter as a paged list call takes it)', () => {
  it('leaves out empty fields and keeps the days and account as they are', () => {
    expect(listQuery({ from: '', to: '', account: '' })).toEqual({
      from: undefined,
      to: undefined,
      account: undefined,
    });
    expect(listQuery({ from: '2026-11-01', to: '2026-11-30', account: '7' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      account: '7',
    });
  });
});
