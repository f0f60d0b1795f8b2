import { bus, configureApi, sessionStore } from '@portal/shared';
import { TOKEN_INVALID_REFRESHING } from '@portal/shared/contract';
import { stubNetwork } from '@portal/shared/testing';
import { endSession } from './session-actions';

const path = (url: string | undefined) => (url ?? '').replace('http://api.test/api/v1/', '');
const bearer = (headers: unknown) => String((headers as Record<string, unknown>).Authorization ?? '');

beforeEach(() => {
  configureApi({ baseUrl: 'http://api.test', accessKeyHeader: 'x-client-key', accessKey: 'k' });
  sessionStore.getState().clear();
  sessionStore.getState().setTokens('access-1', 'refresh-1');
  sessionStore.getState().setValues({ demouser: 'Yes' });
});

describe('endSession', () => {
  it('after inactivity or an IP change, tells the server with the tokens it had, then wipes them', async () => {
    const requests = stubNetwork(() => ({
      data: { code: '200', message: 'Logout Successfully', data: null },
    }));
    expect(endSession('inactivity')).toBe('/demologin');
    expect(sessionStore.getState().user_jwt).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.map((request) => [path(request.url), bearer(request.headers)])).toEqual([
      ['user/auth/logout', 'Bearer access-1'],
    ]);
  });

  it('an expired access token is not refreshed for it: no refresh call, no expiry event', async () => {
    const requests = stubNetwork(() => ({
      status: 401,
      data: { code: '401', message: TOKEN_INVALID_REFRESHING, data: null },
    }));
    const expired = jest.fn();
    const off = bus.on('session:expired', expired);
    expect(endSession('ip-changed')).toBe('/demologin');
    await new Promise((resolve) => setTimeout(resolve, 0));
    off();
    expect(requests.map((request) => path(request.url))).toEqual(['user/auth/logout']);
    expect(expired).not.toHaveBeenCalled();
  });

  it("the customer's own logout has already asked the server: nothing is sent again", async () => {
    const requests = stubNetwork(() => ({ data: { code: '200', message: 'ok', data: null } }));
    sessionStore.getState().setValues({ demouser: 'No' });
    expect(endSession('user')).toBe('/login');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toEqual([]);
  });
});
