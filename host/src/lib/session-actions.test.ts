import { bus, configureApi, sessionStore } from '@portal/shared';
import { TOKEN_INVALID_REFRESHING } from '@portal/shared/contract';
import { stubNetwork } from '@portal/shared/testing';
import { endSession } from './session-actions';

const path = (url: string | undefined) => (url ?? '').replace('http://api.test/api/v1/', '');
const header = (headers: unknown, name: string) => String((headers as Record<string, unknown>)[name] ?? '');

beforeEach(() => {
  configureApi({ baseUrl: 'http://api.test', accessKeyHeader: 'x-client-key', accessKey: 'k' });
  sessionStore.getState().clear();
  sessionStore.getState().setTokens('access-1', 'refresh-1');
  sessionStore.getState().setValues({ demouser: 'Yes' });
});

describe('endSession', () => {
  it('after inactivity or an IP change, ends the session on the server with its refresh token, then wipes it', async () => {
    const requests = stubNetwork(() => ({
      data: { code: '200', message: 'Logout Successfully', data: null },
    }));
    expect(endSession('inactivity')).toBe('/demologin');
    expect(sessionStore.getState().user_jwt).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The refresh token alone: it names the session even once the access token has expired.
    expect(
      requests.map((request) => [
        path(request.url),
        header(request.headers, 'x-refresh-token'),
        header(request.headers, 'Authorization'),
      ]),
    ).toEqual([['user/auth/revoke', 'refresh-1', '']]);
  });

  it('a refused revoke is not retried nor refreshed: no refresh call, no expiry event', async () => {
    const requests = stubNetwork(() => ({
      status: 401,
      data: { code: '401', message: TOKEN_INVALID_REFRESHING, data: null },
    }));
    const expired = jest.fn();
    const off = bus.on('session:expired', expired);
    expect(endSession('ip-changed')).toBe('/demologin');
    await new Promise((resolve) => setTimeout(resolve, 0));
    off();
    expect(requests.map((request) => path(request.url))).toEqual(['user/auth/revoke']);
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
