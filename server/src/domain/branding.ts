import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { branding } from '../db/schema/index';

export const DEFAULT_COLORS: Record<string, string> = {
  primary_color: '#1f4fd1',
  primary_hover_color: '#163a9c',
  secondary_color: '#0fb39a',
  menu_default_color: '#c9d3f5',
  menu_background: '#0e1b3d',
  close_button_color: '#d9534f',
  secondary_page_font_color: '#2b2f3a',
};

/** Branding as the answers carry it; image names fall back to the built-in defaults. */
export const readBranding = async (db: Executor) => {
  const [row] = await db.select().from(branding).where(eq(branding.id, 1));
  return {
    logosettings: {
      logo: row?.logo ?? 'default-logo.svg',
      mobile_logo: row?.mobileLogo ?? 'default-mobile-logo.svg',
      favicon: row?.favicon ?? 'default-favicon.png',
      logo_title: row?.logoTitle ?? 'Portal Payments',
      tagline: row?.tagline ?? 'Payments and crypto, in one place',
    },
    colorsettings: { ...DEFAULT_COLORS, ...(row?.colors ?? {}) },
  };
};
