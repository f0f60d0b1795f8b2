import { useEffect } from 'react';
import { useStore } from 'zustand';
import { Banner } from './banner';
import styles from './toast.module.css';
import { toastStore, type ToastItem } from './toast-store';

const TimedBanner = ({ item }: { item: ToastItem }) => {
  const { id, durationMs } = item;
  useEffect(() => {
    const timer = setTimeout(() => toastStore.getState().dismiss(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs]);
  return (
    <Banner kind={item.kind} placement="floating" onClose={() => toastStore.getState().dismiss(id)}>
      {item.message}
    </Banner>
  );
};

/** Mounted once by the host; shows every toast of every app, each hidden after its duration. */
export const Toaster = () => {
  const items = useStore(toastStore, (state) => state.items);
  return (
    <div className={styles.region}>
      {items.map((item) => (
        <TimedBanner key={item.id} item={item} />
      ))}
    </div>
  );
};
