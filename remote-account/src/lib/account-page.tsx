import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageFrame, queryClient } from '@portal/shared';
import { useAccountTranslation } from './use-account-translation';

export type AccountPageProps = {
  titleKey: string;
  title?: string;
  children?: ReactNode;
  actions?: ReactNode;
};

/** The kit's page frame with this remote's marker and the title (`pages.<titleKey>` unless a translated
 * `title` is given). The provider holds the one shared QueryClient, so the page's content also works in tests
 * and harnesses without the host. */
export const AccountPage = ({ titleKey, title, children, actions }: AccountPageProps) => {
  const { t } = useAccountTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <PageFrame remote="account" page={titleKey} title={title ?? t(`pages.${titleKey}`)} actions={actions}>
        {children}
      </PageFrame>
    </QueryClientProvider>
  );
};
