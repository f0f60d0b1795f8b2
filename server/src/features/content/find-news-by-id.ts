import { eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { news } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { newsWire } from './news-wire';

/** A missing id is an error envelope (the page shows the generic error), never an empty list. */
export const findNewsByIdHandler = defineHandler(
  endpoints['news.findNewsById'],
  async ({ db, params, language }) => {
    const [row] = await db.select().from(news).where(eq(news.id, params.id));
    if (!row) throw notFound('News not found');
    return ok([newsWire(language)(row)]);
  },
);
