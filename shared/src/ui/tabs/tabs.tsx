import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export type TabItem<K extends string> = { key: K; label: string; hidden?: boolean };

export type TabsProps<K extends string> = {
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  /** The tab list's accessible name. */
  label?: string;
  className?: string;
  panelClassName?: string;
  /** The active tab's panel (only it is rendered). */
  children: ReactNode;
};

/** Where a key moves the focus in a list of `count` tabs, or undefined for any other key (WAI-ARIA tabs). */
export const nextTabIndex = (key: string, current: number, count: number): number | undefined => {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
};

/** Accessible tabs: role tablist/tab/tabpanel, one tab in the Tab order (roving tabindex), Left/Right/Home/End
 * move and select (automatic activation: panels render without a round trip). */
export const Tabs = <K extends string>(props: TabsProps<K>) => {
  const { tabs, active, onChange, label, className, panelClassName, children } = props;
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const visible = tabs.filter((tab) => !tab.hidden);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = visible.findIndex((tab) => tab.key === active);
    const next = nextTabIndex(event.key, Math.max(current, 0), visible.length);
    const target = next === undefined ? undefined : visible[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.key);
    refs.current.get(target.key)?.focus();
  };
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {visible.map((tab) => (
          <button
            key={tab.key}
            ref={(node) => {
              if (node) refs.current.set(tab.key, node);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === active ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${active}`}
        className={panelClassName ? `${styles.panel} ${panelClassName}` : styles.panel}
      >
        {children}
      </div>
    </div>
  );
};
