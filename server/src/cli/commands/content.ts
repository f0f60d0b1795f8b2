import { eq } from 'drizzle-orm';
import { faqCategories, faqs, news, sitePages } from '../../db/schema/index';
import { type Command, need } from '../command';

export const newsCommand: Command = {
  name: 'news',
  usage: 'news <title> <html description>',
  run: async (db, [title, description]) => {
    const [row] = await db
      .insert(news)
      .values({ title: need(title, 'title'), description: need(description, 'description') })
      .returning();
    return `news ${row!.id} posted`;
  },
};

export const faqCommand: Command = {
  name: 'faq',
  usage: 'faq <category name> <question> <answer>',
  run: async (db, [category, question, answer]) => {
    const name = need(category, 'category');
    const [found] = await db.select().from(faqCategories).where(eq(faqCategories.name, name));
    const categoryId = found?.id ?? (await db.insert(faqCategories).values({ name }).returning())[0]!.id;
    await db
      .insert(faqs)
      .values({ categoryId, question: need(question, 'question'), answer: need(answer, 'answer') });
    return `FAQ added to ${name}`;
  },
};

export const pageCommand: Command = {
  name: 'page',
  usage: 'page <1 terms|2 privacy|3 contact> <title> <html>',
  run: async (db, [id, title, html]) => {
    const values = {
      id: Number(need(id, 'id')),
      title: need(title, 'title'),
      description: need(html, 'html'),
    };
    await db
      .insert(sitePages)
      .values(values)
      .onConflictDoUpdate({
        target: sitePages.id,
        set: { title: values.title, description: values.description },
      });
    return `page ${values.id} saved`;
  },
};
