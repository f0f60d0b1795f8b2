import { useEffect, useRef } from 'react';
import { bus, type BusEventName, type BusListener } from './event-bus';

/** Subscribes for the component's lifetime; the latest handler is always called (no re-subscribe per render). */
export const useBusEvent = <K extends BusEventName>(name: K, handler: BusListener<K>): void => {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => bus.on(name, (payload) => handlerRef.current(payload)), [name]);
};
