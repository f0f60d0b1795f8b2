import { ApiError } from '@portal/shared';
import { codeFields, isCodeFailure } from './code-fields';

describe('second-factor body fields', () => {
  it('puts the code in otp (SMS) or auth_code (authenticator)', () => {
    expect(codeFields({ kind: 'sms', code: '123456' })).toEqual({ otp: '123456', auth_code: '' });
    expect(codeFields({ kind: 'authenticator', code: '654321' })).toEqual({ otp: '', auth_code: '654321' });
    expect(codeFields(undefined)).toEqual({ otp: '', auth_code: '' });
  });

  it('keeps the dialog open only for code failures', () => {
    const code = { kind: 'sms', code: '000000' } as const;
    expect(
      isCodeFailure(
        new ApiError('server', { code: '401', serverMessage: 'Invalid verification code.' }),
        code,
      ),
    ).toBe(true);
    expect(isCodeFailure(new ApiError('server', { code: '423', serverMessage: 'locked' }), code)).toBe(true);
    expect(
      isCodeFailure(new ApiError('server', { code: '402', serverMessage: 'Insufficient balance' }), code),
    ).toBe(false);
    expect(isCodeFailure(new ApiError('server', { code: '401' }), undefined)).toBe(false);
    expect(isCodeFailure(new ApiError('network'), code)).toBe(false);
  });
});
