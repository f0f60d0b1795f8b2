import { createStore } from 'zustand';
import { bus, type ToastKind } from '../../bus/event-bus';
import { errorMessage } from '../../api/api-error';

/** Spec 01 §9: banners hide after 6000 ms; feedback success 3000 ms; wallet actions 1000 ms. */
export const TOAST_DURATIONS = { default: 6000, short: 3000, brief: 1000 } as const;

export type ToastItem = { id: number; kind: ToastKind; message: string; durationMs: number };
type ToastState = {
  items: ToastItem[];
  push: (item: Omit<ToastItem, 'id'>) => void;
  dismiss: (id: number) => void;
};

let nextId = 1;

/** Queue of visible banners; the host mounts one <Toaster/> that renders it. */
export const toastStore = createStore<ToastState>()((set) => ({
  items: [],
  push: (item) => set((state) => ({ items: [...state.items, { ...item, id: nextId++ }] })),
  dismiss: (id) => set((state) => ({ items: state.items.filter((item) => item.id !== id) })),
}));

const show =
  (kind: ToastKind) =>
  (message: string, durationMs: number = TOAST_DURATIONS.default) => {
    // An empty server message is not worth a banner.
    if (message.trim()) toastStore.getState().push({ kind, message, durationMs });
  };

/** `toast.success(answer.message)`, `toast.error(errorMessage(e))`, `toast.fromError(e)`; messages are
 * already translated (or the server's own text). */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  /** The server message of an ApiError, else the generic message (spec 01 §8), for 6 s by default. */
  fromError: (error: unknown, durationMs: number = TOAST_DURATIONS.default) =>
    show('error')(errorMessage(error), durationMs),
};

// Apps that only hold the bus can raise a banner too: bus.emit('toast', { kind, message }).
bus.on('toast', ({ kind, message, durationMs }) => show(kind)(message, durationMs));
