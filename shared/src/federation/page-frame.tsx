import type { ReactNode } from 'react';
import styles from './page-frame.module.css';

export type PageFrameProps = {
  /** The remote's short name (`data-remote`: the host's fallback panel and the e2e suites find it). */
  remote: string;
  /** The page's id (`data-page`). */
  page: string;
  /** Already translated. */
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
};

/** The frame of every remote page: the markers, the h1 title and its actions, the content below. */
export const PageFrame = ({ remote, page, title, actions, children }: PageFrameProps) => (
  <section className={styles.page} data-remote={remote} data-page={page}>
    <header className={styles.header}>
      <h1>{title}</h1>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
    {children}
  </section>
);
