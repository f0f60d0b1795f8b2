import { announceBalancesChanged, queryClient } from './query-client';
import { bus } from '../bus/event-bus';

describe('balances:changed', () => {
  afterEach(() => queryClient.clear());

  it('marks every cached answer stale and tells the other apps', () => {
    queryClient.setQueryData(['account.getUserAccounts', null, null], { data: [] });
    queryClient.setQueryData(['cryptoExchange.getAllCrypto', null, null], { data: [] });
    const heard: unknown[] = [];
    const off = bus.on('balances:changed', (payload) => heard.push(payload));
    announceBalancesChanged('fiat-transfer');
    off();
    expect(heard).toEqual([{ source: 'fiat-transfer' }]);
    for (const state of queryClient.getQueryCache().getAll()) expect(state.isStale()).toBe(true);
  });
});

describe('language:changed', () => {
  afterEach(() => queryClient.clear());

  it('marks every cached answer stale: answers written in the old language are asked again', () => {
    queryClient.setQueryData(['news.findAllNews', null, null, null], { data: [] });
    bus.emit('language:changed', { language: 'fr' });
    for (const state of queryClient.getQueryCache().getAll()) expect(state.isStale()).toBe(true);
  });
});
