import { dateBounds, statementIssue } from './statement-filter';

describe('IBAN statement filter', () => {
  it('bounds each date by the other', () => {
    expect(dateBounds({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      fromMax: '2026-11-30',
      toMin: '2026-11-01',
    });
    expect(dateBounds({ from: '', to: '' })).toEqual({ fromMax: undefined, toMin: undefined });
  });

  it('says why a statement cannot be exported', () => {
    expect(statementIssue(false, 0, '')).toEqual({ key: 'notAvailable' });
    expect(statementIssue(true, 0, 'Failed')).toEqual({ key: 'noneWithStatus', status: 'Failed' });
    expect(statementIssue(true, 0, '')).toEqual({ key: 'notAvailable' });
    expect(statementIssue(true, 3, 'Completed')).toBeUndefined();
  });
});
