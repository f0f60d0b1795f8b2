import type { AxiosAdapter } from 'axios';
import * as v from 'valibot';
import { answerOf, defineEndpoint } from '../contract/define-endpoint';
import { apiCall } from './api-call';
import { ApiError } from './api-error';
import { configureApi } from './config';
import { http } from './http';
import { stubNetwork } from './test-adapter';

const balance = defineEndpoint({
  id: 'test.balance',
  method: 'GET',
  path: 'user/test/balance',
  auth: 'user',
  answer: answerOf(v.object({ amount: v.string() })),
});

// Every test file starts with no server (shared/test/setup.cjs): what it did not stub fails at once, by name.
describe('a request no test stubbed', () => {
  beforeAll(() => configureApi({ baseUrl: 'http://api.test' }));

  it('is refused at once, naming its method and URL, and is not sent again', async () => {
    const installed = http.defaults.adapter as AxiosAdapter;
    const sent = jest.fn(installed);
    http.defaults.adapter = sent;
    const started = performance.now();
    const failure = await apiCall(balance).catch((error: unknown) => error);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('network');
    expect(((failure as ApiError).cause as Error).message).toBe(
      'No stub answers GET http://api.test/api/v1/user/test/balance (stubNetwork)',
    );
    expect(sent).toHaveBeenCalledTimes(1);
    http.defaults.adapter = installed;
  });

  it('is answered once a test stubs the network', async () => {
    stubNetwork(() => ({ data: { code: '200', message: '', data: { amount: '5' } } }));
    expect((await apiCall(balance)).data).toEqual({ amount: '5' });
  });
});
