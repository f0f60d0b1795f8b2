import { news } from '../../db/schema/index';
import { wireDate } from '../../db/wire';

export const newsWire = (row: typeof news.$inferSelect) => ({
  news_id: String(row.id),
  title: row.title,
  description: row.description,
  created_datetime: wireDate(row.createdAt),
});
