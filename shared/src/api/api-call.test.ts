import * as v from 'valibot';
import { answerOf, defineEndpoint } from '../contract/define-endpoint';
import { TOKEN_INVALID_REFRESHING } from '../contract/envelope';
import { bus } from '../bus/event-bus';
import { sessionStore } from '../session/session-store';
import { apiBlob, apiCall } from './api-call';
import { ApiError, errorMessage } from './api-error';
import { setLanguage } from '../i18n/i18n';
import { configureApi } from './config';
import { stubNetwork } from './test-adapter';

const balance = defineEndpoint({
  id: 'test.balance',
  method: 'GET',
  path: 'user/test/balance/:id',
  auth: 'user',
  params: v.object({ id: v.string() }),
  answer: answerOf(v.object({ amount: v.string() })),
});
const transfer = defineEndpoint({
  id: 'test.transfer',
  method: 'POST',
  path: 'user/test/transfer',
  auth: 'user',
  moneyMoving: true,
  body: v.object({ amount: v.string() }),
  answer: answerOf(v.unknown()),
});
const upload = defineEndpoint({
  id: 'test.upload',
  method: 'POST',
  path: 'user/test/upload',
  auth: 'user',
  files: { doc: ['pdf'] },
  body: v.object({ source_of_funds: v.array(v.string()) }),
  answer: answerOf(v.unknown()),
});
const photo = defineEndpoint({
  id: 'test.photo',
  method: 'GET',
  path: 'user/test/photo',
  auth: 'user',
  answer: v.unknown(),
  binary: true,
});

const ok = (data: unknown) => ({ data: { code: '200', message: 'ok', data } });
const pathOf = (url: string | undefined) => (url ?? '').replace('http://api.test/api/v1/', '');
const bearerOf = (headers: unknown) => String((headers as Record<string, unknown>).Authorization ?? '');

beforeEach(() => {
  configureApi({ baseUrl: 'http://api.test/', accessKeyHeader: 'x-client-key', accessKey: 'k-123' });
  sessionStore.getState().clear();
  sessionStore.getState().setTokens('old-access', 'old-refresh');
});

describe('apiCall', () => {
  it('sends the access key, bearer token and JSON content type, and parses the answer', async () => {
    const requests = stubNetwork(() => ok({ amount: '12.50' }));
    const answer = await apiCall(balance, { params: { id: '7' } });
    expect(answer.data.amount).toBe('12.50');
    const [request] = requests;
    expect(request?.url).toBe('http://api.test/api/v1/user/test/balance/7');
    expect(request?.headers['x-client-key']).toBe('k-123');
    expect(request?.headers.Authorization).toBe('Bearer old-access');
    expect(request?.headers['Content-Type']).toBe('application/json');
  });

  it('asks for the messages in the language the portal shows', async () => {
    const requests = stubNetwork(() => ok({ amount: '1' }));
    await setLanguage('fr');
    await apiCall(balance, { params: { id: '1' } });
    await setLanguage('en');
    await apiCall(balance, { params: { id: '1' } });
    expect(requests.map((request) => request.headers['Accept-Language'])).toEqual(['fr', 'en']);
  });

  it('throws ApiError with the server message when code is not 200', async () => {
    stubNetwork(() => ({ status: 400, data: { code: '400', message: 'Insufficient balance', data: null } }));
    const error = await apiCall(balance, { params: { id: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', code: '400', serverMessage: 'Insufficient balance' });
    expect(errorMessage(error)).toBe('Insufficient balance');
  });

  it('turns a network failure into the generic message', async () => {
    stubNetwork(() => new Error('ECONNREFUSED'));
    const error = await apiCall(balance, { params: { id: '1' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', serverMessage: undefined });
    expect(errorMessage(error)).toBe('Something went wrong, please try again later.');
  });

  it('treats an answer outside the contract as unexpected', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubNetwork(() => ok({ amount: 12 }));
    await expect(apiCall(balance, { params: { id: '1' } })).rejects.toMatchObject({ kind: 'unexpected' });
    stubNetwork(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    await expect(apiCall(balance, { params: { id: '1' } })).rejects.toMatchObject({ kind: 'unexpected' });
  });

  it('sends the caller idempotency key on money-moving POSTs', async () => {
    const requests = stubNetwork(() => ok(null));
    await apiCall(transfer, { body: { amount: '5' }, idempotencyKey: 'intent-1' });
    await apiCall(transfer, { body: { amount: '5' }, idempotencyKey: 'intent-1' });
    expect(requests.map((r) => r.headers['idempotency-key'])).toEqual(['intent-1', 'intent-1']);
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ amount: '5' });
  });

  it('sends multipart FormData with JSON lists and files', async () => {
    const requests = stubNetwork(() => ok(null));
    const file = new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' });
    await apiCall(upload, { body: { source_of_funds: ['Salary', 'Savings'] }, files: { doc: file } });
    const form = requests[0]?.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('source_of_funds')).toBe('["Salary","Savings"]');
    expect((form.get('doc') as File).name).toBe('statement.pdf');
  });

  it('returns a Blob for binary endpoints', async () => {
    stubNetwork(() => ({ data: new Blob(['png'], { type: 'image/png' }) }));
    const blob = await apiBlob(photo);
    expect(blob.type).toBe('image/png');
  });
});

describe('token refresh', () => {
  const refreshAnswer = {
    data: { code: '200', message: '', data: { jwt_token: 'new-access', jwt_refresh_token: 'new-refresh' } },
  };

  it('5 concurrent expired calls share exactly one refresh and each is replayed once', async () => {
    let release: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => (release = resolve));
    const requests = stubNetwork(async (request) => {
      if (pathOf(request.url) === 'user/auth/refreshauthtoken') {
        await refreshGate;
        return refreshAnswer;
      }
      return bearerOf(request.headers) === 'Bearer new-access'
        ? ok({ amount: pathOf(request.url).split('/').pop() })
        : { status: 401, data: { code: '401', message: TOKEN_INVALID_REFRESHING } };
    });
    const calls = ['1', '2', '3', '4', '5'].map((id) => apiCall(balance, { params: { id } }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    const answers = await Promise.all(calls);

    expect(answers.map((a) => a.data.amount)).toEqual(['1', '2', '3', '4', '5']);
    const refreshes = requests.filter((r) => pathOf(r.url) === 'user/auth/refreshauthtoken');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.headers['x-refresh-token']).toBe('old-refresh');
    expect(refreshes[0]?.headers.Authorization).toBeUndefined();
    const balanceCalls = requests.filter((r) => pathOf(r.url).startsWith('user/test/balance'));
    expect(balanceCalls).toHaveLength(10); // 5 first tries + 5 replays
    expect(balanceCalls.filter((r) => bearerOf(r.headers) === 'Bearer new-access')).toHaveLength(5);
    expect(sessionStorage.getItem('user_jwt')).toBe('new-access');
    expect(sessionStorage.getItem('jwt_refresh_token')).toBe('new-refresh');
  });

  it('an expired answer arriving after the refresh finished replays without a second refresh', async () => {
    let releaseLate: () => void = () => undefined;
    const lateGate = new Promise<void>((resolve) => (releaseLate = resolve));
    const requests = stubNetwork(async (request) => {
      const path = pathOf(request.url);
      if (path === 'user/auth/refreshauthtoken') return refreshAnswer;
      if (bearerOf(request.headers) === 'Bearer new-access') return ok({ amount: path.split('/').pop() });
      if (path.endsWith('/late')) await lateGate; // answered with the old token, but only after the refresh
      return { data: { code: '401', message: TOKEN_INVALID_REFRESHING } };
    });
    const late = apiCall(balance, { params: { id: 'late' } });
    await apiCall(balance, { params: { id: 'early' } });
    releaseLate();
    expect((await late).data.amount).toBe('late');
    expect(requests.filter((r) => pathOf(r.url) === 'user/auth/refreshauthtoken')).toHaveLength(1);
  });

  it('refresh failure clears the session and emits session:expired', async () => {
    sessionStore.getState().setValues({ demouser: 'Yes', language: 'fr' });
    const expired = jest.fn();
    const off = bus.on('session:expired', expired);
    stubNetwork((request) =>
      pathOf(request.url) === 'user/auth/refreshauthtoken'
        ? { status: 401, data: { code: '401', message: 'Refresh token invalid' } }
        : { data: { code: '401', message: 'User auth token not provided or invalid' } },
    );
    const results = await Promise.allSettled(
      [1, 2, 3].map((id) => apiCall(balance, { params: { id: String(id) } })),
    );
    off();
    expect(
      results.every((r) => r.status === 'rejected' && (r.reason as ApiError).kind === 'session-expired'),
    ).toBe(true);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledWith({ demoUser: true });
    expect(sessionStorage.getItem('user_jwt')).toBeNull();
    expect(sessionStorage.getItem('jwt_refresh_token')).toBeNull();
    expect(sessionStorage.getItem('language')).toBe('fr');
  });

  it('a visitor who never signed in gets session-expired without the event (no "session expired" banner)', async () => {
    sessionStore.getState().clear();
    const expired = jest.fn();
    const off = bus.on('session:expired', expired);
    const requests = stubNetwork(() => ({
      status: 401,
      data: { code: '401', message: 'User auth token not provided or invalid' },
    }));
    await expect(apiCall(balance, { params: { id: '1' } })).rejects.toMatchObject({
      kind: 'session-expired',
    });
    off();
    expect(expired).not.toHaveBeenCalled();
    expect(requests.filter((r) => pathOf(r.url) === 'user/auth/refreshauthtoken')).toHaveLength(0);
  });

  it('a call answered after the session already ended (logout, first expiry) emits nothing more', async () => {
    sessionStore.getState().setValues({ demouser: 'Yes' });
    const expired = jest.fn();
    const off = bus.on('session:expired', expired);
    stubNetwork((request) =>
      pathOf(request.url) === 'user/auth/refreshauthtoken'
        ? { status: 401, data: { code: '401', message: 'Refresh token invalid' } }
        : { data: { code: '401', message: 'User auth token not provided or invalid' } },
    );
    await expect(apiCall(balance, { params: { id: '1' } })).rejects.toMatchObject({
      kind: 'session-expired',
    });
    await expect(apiCall(balance, { params: { id: '2' } })).rejects.toMatchObject({
      kind: 'session-expired',
    });
    off();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledWith({ demoUser: true });
  });

  it('a replay still refused expires the session instead of looping', async () => {
    const expired = jest.fn();
    const off = bus.on('session:expired', expired);
    const requests = stubNetwork((request) =>
      pathOf(request.url) === 'user/auth/refreshauthtoken'
        ? refreshAnswer
        : { data: { code: '401', message: TOKEN_INVALID_REFRESHING } },
    );
    await expect(apiCall(balance, { params: { id: '1' } })).rejects.toMatchObject({
      kind: 'session-expired',
    });
    off();
    expect(requests).toHaveLength(3);
    expect(expired).toHaveBeenCalledWith({ demoUser: false });
  });
});
