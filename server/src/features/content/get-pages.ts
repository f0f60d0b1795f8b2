import { eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { sitePages } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { inLanguage } from '../../i18n/in-language';

/** Public site page (1 terms, 2 privacy policy, 3 contact side panel); data[0].page_description is HTML. */
export const getPagesHandler = defineHandler(
  endpoints['settings.getPages'],
  async ({ db, params, language }) => {
    const [page] = await db.select().from(sitePages).where(eq(sitePages.id, params.id));
    if (!page) throw notFound('Page not found');
    return ok([
      {
        page_description: inLanguage(language, page.description, page.descriptionFr),
        title: inLanguage(language, page.title, page.titleFr),
      },
    ]);
  },
);
