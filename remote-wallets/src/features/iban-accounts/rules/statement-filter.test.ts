import { statementIssue } from './statement-filter';

describe('IBAN statement filter', () => {
  it('says why a statement cannot be exported', () => {
    expect(statementIssue(false, 0, '')).toEqual({ key: 'notAvailable' });
    expect(statementIssue(true, 0, 'Failed')).toEqual({ key: 'noneWithStatus', status: 'Failed' });
    expect(statementIssue(true, 0, '')).toEqual({ key: 'notAvailable' });
    expect(statementIssue(true, 3, 'Completed')).toBeUndefined();
  });
});
