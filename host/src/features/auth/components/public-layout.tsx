import type { ReactNode } from 'react';
import { HydratedMark } from '../../../app/prerender/typed-values';
import { LanguageSwitch } from '../../../lib/language-switch';
import styles from './public-layout.module.css';

export const publicStyles = styles;

/** Frame of the public screens: one centred card, no menu. */
export const PublicLayout = ({
  title,
  page,
  children,
}: {
  title: string;
  page: string;
  children: ReactNode;
}) => (
  <main className={styles.page} data-page={page}>
    <div className={styles.card}>
      <div className={styles.tools}>
        <LanguageSwitch />
      </div>
      <h1>{title}</h1>
      {children}
    </div>
    <HydratedMark />
  </main>
);
