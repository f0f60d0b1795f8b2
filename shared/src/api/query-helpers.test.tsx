import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { answerOf, defineEndpoint } from '../contract/define-endpoint';
import { bus } from '../bus/event-bus';
import { configureApi } from './config';
import { queryClient } from './query-client';
import { apiQueryKey, useApiMutation, useApiQuery } from './query-helpers';
import { stubNetwork } from './test-adapter';

const list = defineEndpoint({
  id: 'test.list',
  method: 'GET',
  path: 'user/test/list',
  auth: 'user',
  answer: answerOf(v.array(v.string())),
});
const add = defineEndpoint({
  id: 'test.add',
  method: 'POST',
  path: 'user/test/add',
  auth: 'user',
  body: v.object({ name: v.string() }),
  answer: answerOf(v.unknown()),
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('query helpers', () => {
  beforeEach(() => {
    configureApi({ baseUrl: 'http://api.test' });
    queryClient.clear();
  });

  it('useApiQuery fetches, caches under the endpoint id and selects', async () => {
    stubNetwork(() => ({ data: { code: '200', message: '', data: ['a', 'b'] } }));
    const { result } = renderHook(() => useApiQuery(list, undefined, { select: (answer) => answer.data }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual(['a', 'b']));
    expect(queryClient.getQueryData(apiQueryKey(list))).toMatchObject({ data: ['a', 'b'] });
  });

  it('useApiMutation invalidates the listed endpoints after success', async () => {
    let names = ['a'];
    stubNetwork((request) => {
      if (request.method === 'post') names = [...names, 'b'];
      return { data: { code: '200', message: 'Added', data: names } };
    });
    const { result } = renderHook(
      () => ({ query: useApiQuery(list, undefined), mutation: useApiMutation(add, { invalidates: [list] }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.query.data?.data).toEqual(['a']));
    await act(() => result.current.mutation.mutateAsync({ body: { name: 'b' } }));
    await waitFor(() => expect(result.current.query.data?.data).toEqual(['a', 'b']));
  });

  it('clears the cache when the session expires', () => {
    queryClient.setQueryData(apiQueryKey(list), { code: '200', message: '', data: ['secret'] });
    bus.emit('session:expired', { demoUser: false });
    expect(queryClient.getQueryData(apiQueryKey(list))).toBeUndefined();
  });
});
