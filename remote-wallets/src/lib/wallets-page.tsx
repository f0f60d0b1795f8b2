import type { ReactNode } from 'react';
import { PageFrame } from '@portal/shared';
import { useWalletsTranslation } from './use-wallets-translation';

export type WalletsPageProps = { titleKey: string; children?: ReactNode; actions?: ReactNode };

/** The kit's page frame with this remote's marker and the title `pages.<titleKey>`. */
export const WalletsPage = ({ titleKey, children, actions }: WalletsPageProps) => {
  const { t } = useWalletsTranslation();
  return (
    <PageFrame remote="wallets" page={titleKey} title={t(`pages.${titleKey}`)} actions={actions}>
      {children}
    </PageFrame>
  );
};
