import { codeFields } from './code-fields';

describe('second-factor body fields', () => {
  it('puts the code in otp (SMS) or auth_code (authenticator)', () => {
    expect(codeFields({ kind: 'sms', code: '123456' })).toEqual({ otp: '123456', auth_code: '' });
    expect(codeFields({ kind: 'authenticator', code: '654321' })).toEqual({ otp: '', auth_code: '654321' });
    expect(codeFields(undefined)).toEqual({ otp: '', auth_code: '' });
  });
});
