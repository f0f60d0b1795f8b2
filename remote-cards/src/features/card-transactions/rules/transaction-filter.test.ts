import { cardRowStatus, filterRows, isTopup, usageRowStatus } from './transaction-filter';

const rows = [
  { id: 'a', created_datetime: '2026-03-01 23:59:59', card_id_fk: '1' },
  { id: 'b', created_datetime: '2026-03-02 00:00:00', card_id_fk: '2' },
  { id: 'c', created_datetime: '2026-03-05 12:00:00', card_id_fk: '1' },
];
const ids = (filter: Parameters<typeof filterRows>[1]) => filterRows(rows, filter).map((r) => r.id);

describe('card transaction filters', () => {
  it('compares by day, from and to inclusive', () => {
    expect(ids({ from: '2026-03-01', to: '2026-03-02', cardId: '0' })).toEqual(['a', 'b']);
    expect(ids({ from: '2026-03-02', to: '', cardId: '0' })).toEqual(['b', 'c']);
    expect(ids({ from: '', to: '2026-03-01', cardId: '0' })).toEqual(['a']);
  });

  it("combines with the card; '0' means every card", () => {
    expect(ids({ from: '', to: '', cardId: '1' })).toEqual(['a', 'c']);
    expect(ids({ from: '2026-03-02', to: '', cardId: '1' })).toEqual(['c']);
    expect(ids({ from: '', to: '', cardId: '0' })).toEqual(['a', 'b', 'c']);
  });

  it('shows the statuses of spec 03 §4', () => {
    expect(cardRowStatus('Completed')).toBe('Completed');
    expect(cardRowStatus('Failed')).toBe('Pending');
    expect(usageRowStatus('Failed')).toBe('Failed');
    expect(usageRowStatus('Held')).toBe('Pending');
  });

  it('keeps the top-ups for the top-up list', () => {
    expect(isTopup({ kind: 'topup', cardtra_type: 'credit' })).toBe(true);
    expect(isTopup({ kind: 'to-account', cardtra_type: 'debit' })).toBe(false);
    expect(isTopup({ cardtra_type: 'credit' })).toBe(true);
  });
});
