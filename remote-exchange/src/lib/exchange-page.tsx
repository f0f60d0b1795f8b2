import type { ReactNode } from 'react';
import { PageFrame } from '@portal/shared';
import { useExchangeTranslation } from './use-exchange-translation';

export type ExchangePageProps = { titleKey: string; children?: ReactNode; actions?: ReactNode };

/** The kit's page frame with this remote's marker and the title `pages.<titleKey>`. */
export const ExchangePage = ({ titleKey, children, actions }: ExchangePageProps) => {
  const { t } = useExchangeTranslation();
  return (
    <PageFrame remote="exchange" page={titleKey} title={t(`pages.${titleKey}`)} actions={actions}>
      {children}
    </PageFrame>
  );
};
