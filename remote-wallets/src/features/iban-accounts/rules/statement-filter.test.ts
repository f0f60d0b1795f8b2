import { dateBounds, filterStatement, statementIssue, statusesOf } from './statement-filter';

const rows = [
  { id: 1, transaction_date: '2026-11-06 23:59:59', payment_status: 'Completed' },
  { id: 2, transaction_date: '2026-11-06 00:00:00', payment_status: 'Pending' },
  { id: 3, transaction_date: '2026-11-05 12:00:00', payment_status: 'Completed' },
  { id: 4, transaction_date: '2026-11-07 00:00:01', payment_status: 'Failed' },
];
const ids = (found: { id: number }[]) => found.map((row) => row.id);

describe('IBAN statement filter', () => {
  it('includes both end days whole', () => {
    expect(ids(filterStatement(rows, { from: '2026-11-06', to: '2026-11-06', status: '' }))).toEqual([1, 2]);
    expect(ids(filterStatement(rows, { from: '2026-11-05', to: '2026-11-07', status: '' }))).toEqual([1, 2, 3, 4]);
  });

  it('leaves an empty end open', () => {
    expect(ids(filterStatement(rows, { from: '2026-11-06', to: '', status: '' }))).toEqual([1, 2, 4]);
    expect(ids(filterStatement(rows, { from: '', to: '2026-11-05', status: '' }))).toEqual([3]);
  });

  it('filters by status', () => {
    expect(ids(filterStatement(rows, { from: '', to: '', status: 'Completed' }))).toEqual([1, 3]);
  });

  it('bounds each date by the other', () => {
    expect(dateBounds({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ fromMax: '2026-11-30', toMin: '2026-11-01' });
    expect(dateBounds({ from: '', to: '' })).toEqual({ fromMax: undefined, toMin: undefined });
  });

  it('says why a statement cannot be exported', () => {
    expect(statementIssue([], [], '')).toEqual({ key: 'notAvailable' });
    expect(statementIssue(rows, [], 'Failed')).toEqual({ key: 'noneWithStatus', status: 'Failed' });
    expect(statementIssue(rows, [], '')).toEqual({ key: 'notAvailable' });
    expect(statementIssue(rows, rows, 'Completed')).toBeUndefined();
  });

  it('lists the statuses present', () => {
    expect(statusesOf(rows)).toEqual(['Completed', 'Failed', 'Pending']);
  });
});
