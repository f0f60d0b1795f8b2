import { desc } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { news } from '../../db/schema/index';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { newsWire } from './news-wire';

export const findAllNewsHandler = defineHandler(endpoints['news.findAllNews'], async ({ db, language }) =>
  ok((await db.select().from(news).orderBy(desc(news.createdAt), desc(news.id))).map(newsWire(language))),
);
