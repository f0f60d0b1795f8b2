import { useEffect } from 'react';
import { getApiConfig } from '@portal/shared';
import type { useUserDetails } from '../../../lib/use-user-details';

type Details = ReturnType<typeof useUserDetails>['data'];

const COLOR_VARS = {
  primary_color: '--color-primary',
  primary_hover_color: '--color-primary-hover',
  secondary_color: '--color-secondary',
  menu_default_color: '--menu-default-color',
  menu_background: '--menu-background',
  close_button_color: '--close-button-color',
  secondary_page_font_color: '--secondary-page-font-color',
} as const;

/** Applies the server's colours as CSS variables, the title and the favicon (defaults stay in CSS). */
export const useBranding = (details: Details): void => {
  const apiBase = `${getApiConfig().baseUrl.replace(/\/$/, '')}/api/v1/`;
  useEffect(() => {
    const colors = details?.colorsettings[0];
    const root = document.documentElement.style;
    if (colors)
      for (const [field, cssVar] of Object.entries(COLOR_VARS))
        if (colors[field as keyof typeof COLOR_VARS])
          root.setProperty(cssVar, colors[field as keyof typeof COLOR_VARS]);
    const logo = details?.logosettings[0];
    if (logo?.logo_title) document.title = logo.logo_title;
    if (logo?.favicon) {
      const link =
        document.querySelector<HTMLLinkElement>('link[rel="icon"]') ??
        document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'icon' }));
      link.href = `${apiBase}admin/logo/getfavicon/${encodeURIComponent(logo.favicon)}`;
    }
  }, [details, apiBase]);
};
