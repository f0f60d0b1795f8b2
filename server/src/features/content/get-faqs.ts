import { asc } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { faqCategories } from '../../db/schema/index';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { inLanguage } from '../../i18n/in-language';

/** Categories in creation order: the page preselects the first. */
export const getFaqsHandler = defineHandler(endpoints['faq.getFaqs'], async ({ db, language }) =>
  ok(
    (await db.select().from(faqCategories).orderBy(asc(faqCategories.id))).map((row) => ({
      faq_cat_id: String(row.id),
      category_name: inLanguage(language, row.name, row.nameFr),
    })),
  ),
);
