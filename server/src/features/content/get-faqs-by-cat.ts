import { asc, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { faqCategories, faqs } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { inLanguage } from '../../i18n/in-language';

/** An unknown category is an error (not an empty accordion), so a stale link is noticed. */
export const getFaqsByCatHandler = defineHandler(
  endpoints['faq.getFaqsByCat'],
  async ({ db, params, language }) => {
    const [category] = await db.select().from(faqCategories).where(eq(faqCategories.id, params.categoryId));
    if (!category) throw notFound('FAQ category not found');
    const rows = await db.select().from(faqs).where(eq(faqs.categoryId, category.id)).orderBy(asc(faqs.id));
    return ok(
      rows.map((row) => ({
        question: inLanguage(language, row.question, row.questionFr),
        answer: inLanguage(language, row.answer, row.answerFr),
      })),
    );
  },
);
