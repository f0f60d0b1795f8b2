import { eq } from 'drizzle-orm';
import { faqCategories, faqs, news, sitePages } from '../../db/schema/index';
import { type Command, need } from '../command';

export const newsCommand: Command = {
  name: 'news',
  usage: 'news <title> <html description> [<French title> <French html>]',
  run: async (db, [title, description, titleFr, descriptionFr]) => {
    const [row] = await db
      .insert(news)
      .values({
        title: need(title, 'title'),
        description: need(description, 'description'),
        titleFr: titleFr || null,
        descriptionFr: descriptionFr || null,
      })
      .returning();
    return `news ${row!.id} posted`;
  },
};

export const faqCommand: Command = {
  name: 'faq',
  usage: 'faq <category name> <question> <answer> [<French question> <French answer>]',
  run: async (db, [category, question, answer, questionFr, answerFr]) => {
    const name = need(category, 'category');
    const [found] = await db.select().from(faqCategories).where(eq(faqCategories.name, name));
    const categoryId = found?.id ?? (await db.insert(faqCategories).values({ name }).returning())[0]!.id;
    await db.insert(faqs).values({
      categoryId,
      question: need(question, 'question'),
      answer: need(answer, 'answer'),
      questionFr: questionFr || null,
      answerFr: answerFr || null,
    });
    return `FAQ added to ${name}`;
  },
};

export const pageCommand: Command = {
  name: 'page',
  usage: 'page <1 terms|2 privacy|3 contact> <title> <html> [<French title> <French html>]',
  run: async (db, [id, title, html, titleFr, htmlFr]) => {
    const values = {
      id: Number(need(id, 'id')),
      title: need(title, 'title'),
      description: need(html, 'html'),
      titleFr: titleFr || null,
      descriptionFr: htmlFr || null,
    };
    await db
      .insert(sitePages)
      .values(values)
      .onConflictDoUpdate({
        target: sitePages.id,
        set: {
          title: values.title,
          description: values.description,
          titleFr: values.titleFr,
          descriptionFr: values.descriptionFr,
        },
      });
    return `page ${values.id} saved`;
  },
};
