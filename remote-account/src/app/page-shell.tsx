import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from './register';

/** A real, translated page frame for a route whose feature is not built yet. */
export const pageShell = (titleKey: string): ComponentType => {
  const Page = () => {
    const { t } = useTranslation(NAMESPACE);
    return (
      <section data-remote="account" data-page={titleKey}>
        <h1>{t(`pages.${titleKey}`)}</h1>
        <p>{t('shell.placeholder')}</p>
      </section>
    );
  };
  Page.displayName = `Page(${titleKey})`;
  return Page;
};

export const widgetShell = (name: string): ComponentType => {
  const Widget = () => {
    const { t } = useTranslation(NAMESPACE);
    return <section data-remote="account" data-widget={name}>{t(`widgets.${name}`)}</section>;
  };
  Widget.displayName = `Widget(${name})`;
  return Widget;
};
