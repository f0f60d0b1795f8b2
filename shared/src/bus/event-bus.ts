/** Cross-app events. Remotes never import each other: they announce facts here (and invalidate queries). */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export type BusEvents = {
  'session:login': { demoUser: boolean };
  'session:logout': { reason: 'user' | 'inactivity' | 'ip-changed' };
  /** Refresh failed: the session is already cleared; the host navigates to /login or /demologin. */
  'session:expired': { demoUser: boolean };
  'session:refreshed': undefined;
  'balances:changed': { source: string } | undefined;
  'notifications:changed': undefined;
  'language:changed': { language: string };
  /** Ask the host to open the IBAN verification form (remote-account's IbanKycForm widget) in a modal, e.g. from
   * the IBAN statement screen of remote-wallets; the host owns the modal, so no remote imports another. */
  'ibanKyc:open': undefined;
  toast: { kind: ToastKind; message: string; durationMs?: number };
};

export type BusEventName = keyof BusEvents;
export type BusListener<K extends BusEventName> = (payload: BusEvents[K]) => void;

/** `emit('x')` without a payload is allowed only for events whose payload may be undefined. */
type EmitArgs<K extends BusEventName> = undefined extends BusEvents[K]
  ? [payload?: BusEvents[K]]
  : [payload: BusEvents[K]];

const createEventBus = () => {
  const listeners = new Map<BusEventName, Set<(payload: unknown) => void>>();

  const on = <K extends BusEventName>(name: K, listener: BusListener<K>): (() => void) => {
    const set = listeners.get(name) ?? new Set();
    listeners.set(name, set);
    const wrapped = listener as (payload: unknown) => void;
    set.add(wrapped);
    return () => {
      set.delete(wrapped);
    };
  };

  const emit = <K extends BusEventName>(name: K, ...[payload]: EmitArgs<K>): void => {
    // Copy first: a listener may unsubscribe while we iterate. One failing listener must not stop the others.
    for (const listener of [...(listeners.get(name) ?? [])]) {
      try {
        listener(payload);
      } catch (error) {
        console.error(`bus listener for ${name} failed`, error);
      }
    }
  };

  const once = <K extends BusEventName>(name: K, listener: BusListener<K>): (() => void) => {
    const off = on(name, (payload) => {
      off();
      listener(payload);
    });
    return off;
  };

  return { on, once, emit };
};

export type EventBus = ReturnType<typeof createEventBus>;

/** The one bus of the page (the kit is a Module Federation singleton, so host and remotes share it). */
export const bus: EventBus = createEventBus();
