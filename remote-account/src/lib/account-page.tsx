import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@portal/shared';
import { useAccountTranslation } from './use-account-translation';
import styles from './account-page.module.css';

export type AccountPageProps = { titleKey: string; title?: string; children?: ReactNode; actions?: ReactNode };

/** The frame of every page of this remote: the remote/page markers the host and e2e rely on, and the title
 * (`pages.<titleKey>` unless a translated `title` is given). The provider holds the one shared QueryClient, so
 * the page's content also works in tests and harnesses without the host. */
export const AccountPage = ({ titleKey, title, children, actions }: AccountPageProps) => {
  const { t } = useAccountTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <section className={styles.page} data-remote="account" data-page={titleKey}>
        <header className={styles.header}>
          <h1>{title ?? t(`pages.${titleKey}`)}</h1>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </header>
        {children}
      </section>
    </QueryClientProvider>
  );
};
