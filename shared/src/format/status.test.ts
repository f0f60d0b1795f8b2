import { toDisplayStatus, toKycDisplay } from './status';

describe('status mappers', () => {
  it('maps transfer statuses to success / failed / pending', () => {
    expect(toDisplayStatus('Completed')).toBe('success');
    expect(toDisplayStatus('Failed')).toBe('failed');
    expect(toDisplayStatus('Rejected')).toBe('failed');
    expect(toDisplayStatus('Pending')).toBe('pending');
    expect(toDisplayStatus('Processing')).toBe('pending');
    expect(toDisplayStatus(undefined)).toBe('pending');
  });

  it('maps KYC statuses as spec 01 §4 says', () => {
    expect(toKycDisplay('Approved')).toBe('Approved');
    expect(toKycDisplay('Pending')).toBe('Pending');
    expect(toKycDisplay('Whatever')).toBe('Rejected');
  });
});
