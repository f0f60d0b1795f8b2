import type { ReactNode } from 'react';
import { useWalletsTranslation } from './use-wallets-translation';
import styles from './wallets-page.module.css';

export type WalletsPageProps = { titleKey: string; children?: ReactNode; actions?: ReactNode };

/** The frame of every page of this remote: the remote/page markers the host and e2e rely on, and the title. */
export const WalletsPage = ({ titleKey, children, actions }: WalletsPageProps) => {
  const { t } = useWalletsTranslation();
  return (
    <section className={styles.page} data-remote="wallets" data-page={titleKey}>
      <header className={styles.header}>
        <h1>{t(`pages.${titleKey}`)}</h1>
        {actions}
      </header>
      {children}
    </section>
  );
};
