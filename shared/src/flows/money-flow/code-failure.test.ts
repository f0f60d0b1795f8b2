import { ApiError } from '../../api/api-error';
import { isCodeFailure } from './code-failure';

describe('isCodeFailure', () => {
  it('keeps the code dialog for a wrong or locked code only, and only when a code was typed', () => {
    const code = { kind: 'sms', code: '123456' } as const;
    expect(isCodeFailure(new ApiError('server', { code: '401' }), code)).toBe(true);
    expect(isCodeFailure(new ApiError('server', { code: '423', serverMessage: 'locked' }), code)).toBe(true);
    expect(isCodeFailure(new ApiError('server', { code: '401' }), undefined)).toBe(false);
    expect(isCodeFailure(new ApiError('server', { code: '402' }), code)).toBe(false);
    expect(isCodeFailure(new ApiError('network'), code)).toBe(false);
  });
});
