import { AxiosError } from 'axios';
import * as v from 'valibot';
import { answerOf, defineEndpoint } from '../contract/define-endpoint';
import { sessionStore } from '../session/session-store';
import { apiCall } from './api-call';
import { ApiError } from './api-error';
import { configureApi } from './config';
import { type StubAnswer, stubNetwork } from './test-adapter';

const read = defineEndpoint({
  id: 'test.read',
  method: 'GET',
  path: 'user/test/read',
  auth: 'user',
  answer: answerOf(v.unknown()),
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
const save = defineEndpoint({
  id: 'test.save',
  method: 'POST',
  path: 'user/test/save',
  auth: 'user',
  body: v.object({ name: v.string() }),
  answer: answerOf(v.unknown()),
});
const refresh = defineEndpoint({
  id: 'test.refresh',
  method: 'GET',
  path: 'user/test/refresh',
  auth: 'refresh',
  answer: answerOf(v.unknown()),
});

const ok: StubAnswer = { data: { code: '200', message: 'ok', data: 'done' } };
const gateway = (status: number, headers?: Record<string, string>): StubAnswer => ({
  status,
  headers,
  data:
    status === 503 ? { code: '503', message: 'The service is briefly unavailable.', data: null } : '<html>',
});
// What axios gives in Node (a reset socket, a refused port) and in a browser (any failed exchange).
const reset = () => new AxiosError('socket hang up', 'ECONNRESET');
const refused = () => new AxiosError('connect ECONNREFUSED', 'ECONNREFUSED');
const browserNetworkError = () => new AxiosError('Network Error', AxiosError.ERR_NETWORK);
const timeout = () => new AxiosError('timeout of 60000ms exceeded', 'ECONNABORTED');

/** The network answers `answers` in turn (the last one again if asked more). */
const network = (...answers: Array<StubAnswer | (() => StubAnswer)>) => {
  let turn = 0;
  return stubNetwork(() => {
    const answer = answers[Math.min(turn++, answers.length - 1)]!;
    return typeof answer === 'function' ? answer() : answer;
  });
};
const keyOf = (request: { headers: unknown }) =>
  (request.headers as Record<string, unknown>)['idempotency-key'];
const outcome = (call: Promise<unknown>) =>
  call.then(
    () => 'ok',
    (error: unknown) => (error instanceof ApiError ? error.kind : 'other'),
  );

beforeEach(() => {
  configureApi({ baseUrl: 'http://api.test/', accessKey: 'k' });
  sessionStore.getState().clear();
  sessionStore.getState().setTokens('access', 'refresh');
});

describe('a call with an Idempotency-Key', () => {
  it.each([
    ['a reset connection', reset],
    ['a refused connection', refused],
    ['a failed exchange (browser)', browserNetworkError],
    ['a timeout', timeout],
    ['a 502', () => gateway(502)],
    ['a 503', () => gateway(503)],
    ['a 504', () => gateway(504)],
  ])('is sent once more after %s, with the same key', async (_, failure) => {
    const requests = network(failure, ok);
    const answer = await apiCall(transfer, { body: { amount: '1.00' }, idempotencyKey: 'intent-1' });
    expect(answer.data).toBe('done');
    expect(requests.map(keyOf)).toEqual(['intent-1', 'intent-1']);
    expect(requests[1]?.data).toEqual(requests[0]?.data);
  });

  it('keeps the key it made itself for both sends', async () => {
    const requests = network(reset, ok);
    await apiCall(transfer, { body: { amount: '1.00' } });
    expect(keyOf(requests[0]!)).toEqual(expect.any(String));
    expect(keyOf(requests[1]!)).toBe(keyOf(requests[0]!));
  });

  it('is sent at most twice', async () => {
    const requests = network(reset);
    expect(await outcome(apiCall(transfer, { body: { amount: '1.00' }, idempotencyKey: 'k2' }))).toBe(
      'network',
    );
    expect(requests).toHaveLength(2);
  });

  it('waits for the Retry-After of a 503 (at most 2 s)', async () => {
    const sentAt: number[] = [];
    let turn = 0;
    stubNetwork(() => {
      sentAt.push(Date.now());
      return turn++ === 0 ? gateway(503, { 'retry-after': '1' }) : ok;
    });
    await apiCall(transfer, { body: { amount: '1.00' }, idempotencyKey: 'k3' });
    expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(950);
  });

  it('is not sent again once the caller cancels during the wait', async () => {
    const requests = network(gateway(503, { 'retry-after': '1' }), ok);
    const controller = new AbortController();
    const call = apiCall(transfer, {
      body: { amount: '1.00' },
      idempotencyKey: 'k4',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    expect(await outcome(call)).toBe('aborted');
    expect(requests).toHaveLength(1);
  });

  it.each([400, 409, 422, 500])('is sent once when the answer is %s', async (status) => {
    const requests = network({ status, data: { code: String(status), message: 'no', data: null } }, ok);
    expect(await outcome(apiCall(transfer, { body: { amount: '1.00' }, idempotencyKey: 'k5' }))).toBe(
      'server',
    );
    expect(requests).toHaveLength(1);
  });
});

describe('a read', () => {
  it.each([
    ['a reset connection', reset],
    ['a refused connection', refused],
    ['a failed exchange (browser)', browserNetworkError],
  ])('is sent once more after %s', async (_, failure) => {
    const requests = network(failure, ok);
    expect(await outcome(apiCall(read))).toBe('ok');
    expect(requests).toHaveLength(2);
  });

  it.each([502, 503])('is sent once more after a %s', async (status) => {
    const requests = network(gateway(status), ok);
    expect(await outcome(apiCall(read))).toBe('ok');
    expect(requests).toHaveLength(2);
  });

  it('is sent once after a timeout or a 504 (it would double a long wait)', async () => {
    const timedOut = network(timeout, ok);
    expect(await outcome(apiCall(read))).toBe('network');
    const gatewayTimeout = network(gateway(504), ok);
    expect(await outcome(apiCall(read))).toBe('unexpected');
    expect([timedOut.length, gatewayTimeout.length]).toEqual([1, 1]);
  });

  it('of the token calls is never sent twice: they rotate or end the session', async () => {
    const requests = network(reset, ok);
    expect(await outcome(apiCall(refresh))).toBe('network');
    expect(requests).toHaveLength(1);
  });
});

describe('a POST without an Idempotency-Key', () => {
  it.each([
    ['a reset connection', reset],
    ['a 502', () => gateway(502)],
    ['a 503', () => gateway(503)],
  ])('is sent once after %s: it may have been carried out', async (_, failure) => {
    const requests = network(failure, ok);
    expect(await outcome(apiCall(save, { body: { name: 'x' } }))).not.toBe('ok');
    expect(requests).toHaveLength(1);
    expect(keyOf(requests[0]!)).toBeUndefined();
  });
});
