import type { ReactNode } from 'react';
import { PageFrame } from '@portal/shared';
import { useCardsTranslation } from './use-cards-translation';

export type CardsPageProps = { titleKey: string; children?: ReactNode; actions?: ReactNode };

/** The kit's page frame with this remote's marker and the title `pages.<titleKey>`. */
export const CardsPage = ({ titleKey, children, actions }: CardsPageProps) => {
  const { t } = useCardsTranslation();
  return (
    <PageFrame remote="cards" page={titleKey} title={t(`pages.${titleKey}`)} actions={actions}>
      {children}
    </PageFrame>
  );
};
