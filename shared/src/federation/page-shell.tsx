import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/** Translated frames for a remote's routes and widgets whose features are not built yet: a real page with its
 * title (`pages.<key>`) and a note (`shell.placeholder`) from the remote's own namespace. */
export const createPageShells = (remote: string, namespace: string) => {
  const pageShell = (titleKey: string): ComponentType => {
    const Page = () => {
      const { t } = useTranslation(namespace);
      return (
        <section data-remote={remote} data-page={titleKey}>
          <h1>{t(`pages.${titleKey}`)}</h1>
          <p>{t('shell.placeholder')}</p>
        </section>
      );
    };
    Page.displayName = `Page(${titleKey})`;
    return Page;
  };

  const widgetShell = (name: string): ComponentType => {
    const Widget = () => {
      const { t } = useTranslation(namespace);
      return (
        <section data-remote={remote} data-widget={name}>
          {t(`widgets.${name}`)}
        </section>
      );
    };
    Widget.displayName = `Widget(${name})`;
    return Widget;
  };

  return { pageShell, widgetShell };
};
