import { defaultPeriod, periodIssue } from './statement-period';

describe('statement period (the server rule on the screen)', () => {
  it('defaults to the month so far, in UTC days', () => {
    expect(defaultPeriod(new Date('2026-11-25T23:30:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-25' });
  });

  it.each([
    [
      { from: '', to: '2026-01-31' },
      { field: 'from', key: 'required' },
    ],
    [
      { from: '2026-01-01', to: '' },
      { field: 'to', key: 'required' },
    ],
    [
      { from: '2026-02-01', to: '2026-01-31' },
      { field: 'to', key: 'order' },
    ],
    [
      { from: '2025-01-01', to: '2026-01-02' },
      { field: 'to', key: 'span' },
    ],
    [{ from: '2025-01-01', to: '2026-01-01' }, undefined],
    [{ from: '2024-01-01', to: '2024-12-31' }, undefined],
    [{ from: '2026-01-31', to: '2026-01-31' }, undefined],
  ])('%j → %j', (period, issue) => {
    expect(periodIssue(period)).toEqual(issue);
  });
});
