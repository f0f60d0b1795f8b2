import { renderHook } from '@testing-library/react';
import { bus } from './event-bus';
import { useBusEvent } from './use-bus-event';

describe('event bus', () => {
  it('delivers payloads to listeners until they unsubscribe', () => {
    const seen: string[] = [];
    const off = bus.on('language:changed', ({ language }) => seen.push(language));
    bus.emit('language:changed', { language: 'fr' });
    off();
    bus.emit('language:changed', { language: 'en' });
    expect(seen).toEqual(['fr']);
  });

  it('keeps notifying other listeners when one throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = jest.fn();
    const offBad = bus.on('notifications:changed', () => {
      throw new Error('boom');
    });
    const offGood = bus.on('notifications:changed', good);
    bus.emit('notifications:changed');
    expect(good).toHaveBeenCalledTimes(1);
    offBad();
    offGood();
    error.mockRestore();
  });

  it('once() fires a single time', () => {
    const fn = jest.fn();
    bus.once('session:refreshed', fn);
    bus.emit('session:refreshed');
    bus.emit('session:refreshed');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('useBusEvent subscribes while mounted', () => {
    const fn = jest.fn();
    const { unmount } = renderHook(() => useBusEvent('balances:changed', fn));
    bus.emit('balances:changed', { source: 'test' });
    unmount();
    bus.emit('balances:changed', { source: 'test' });
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
