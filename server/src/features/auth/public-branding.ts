import { endpoints } from '../../contract';
import { readBranding } from '../../domain/branding';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

export const publicBrandingHandler = defineHandler(endpoints['auth.publicBranding'], async ({ db }) => {
  const branding = await readBranding(db);
  return ok({ ...branding.logosettings, colorsettings: [branding.colorsettings] }, 'Success');
});
