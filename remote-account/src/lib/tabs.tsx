import { useId, type ReactNode } from 'react';
import styles from './tabs.module.css';

export type TabItem<K extends string> = { key: K; label: string; hidden?: boolean };

export type TabsProps<K extends string> = {
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  children: ReactNode;
};

/** Accessible tabs (role tablist/tab/tabpanel); only the active panel is rendered. */
export const Tabs = <K extends string>({ tabs, active, onChange, children }: TabsProps<K>) => {
  const id = useId();
  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.list}>
        {tabs
          .filter((tab) => !tab.hidden)
          .map((tab) => (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={`${id}-${tab.key}`}
              aria-selected={tab.key === active}
              aria-controls={`${id}-panel`}
              className={tab.key === active ? styles.active : styles.tab}
              onClick={() => onChange(tab.key)}
            >
              {tab.label}
            </button>
          ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}`} className={styles.panel}>
        {children}
      </div>
    </div>
  );
};
