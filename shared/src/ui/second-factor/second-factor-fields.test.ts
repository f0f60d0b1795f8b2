import { secondFactorFields } from './second-factor-fields';

describe('secondFactorFields', () => {
  it('sends an authenticator code as auth_code and an SMS code as smscode, nothing without a code', () => {
    expect(secondFactorFields({ kind: 'authenticator', code: '123456' })).toEqual({ auth_code: '123456' });
    expect(secondFactorFields({ kind: 'sms', code: '654321' })).toEqual({ smscode: '654321' });
    expect(secondFactorFields(undefined)).toEqual({});
  });
});
