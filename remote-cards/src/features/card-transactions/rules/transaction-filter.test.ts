import { cardListQuery, cardRowStatus, usageRowStatus } from './transaction-filter';

describe('card transaction filters', () => {
  it("asks the server for the card and the days; card '0' and empty dates ask for nothing", () => {
    expect(cardListQuery({ from: '2026-03-01', to: '2026-03-02', cardId: '7' })).toEqual({
      card: '7',
      from: '2026-03-01',
      to: '2026-03-02',
    });
    expect(cardListQuery({ from: '', to: '', cardId: '0' })).toEqual({
      card: undefined,
      from: undefined,
      to: undefined,
    });
    expect(cardListQuery({ from: '', to: '2026-03-01', cardId: '' })).toEqual({
      card: undefined,
      from: undefined,
      to: '2026-03-01',
    });
  });

  it('shows the statuses of spec 03 §4', () => {
    expect(cardRowStatus('Completed')).toBe('Completed');
    expect(cardRowStatus('Failed')).toBe('Pending');
    expect(usageRowStatus('Failed')).toBe('Failed');
    expect(usageRowStatus('Held')).toBe('Pending');
  });
});
