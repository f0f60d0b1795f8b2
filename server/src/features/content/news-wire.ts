import { news } from '../../db/schema/index';
import { wireDate } from '../../db/wire';
import { inLanguage } from '../../i18n/in-language';
import type { MessageLanguage } from '../../i18n/translate-message';

export const newsWire = (language: MessageLanguage) => (row: typeof news.$inferSelect) => ({
  news_id: String(row.id),
  title: inLanguage(language, row.title, row.titleFr),
  description: inLanguage(language, row.description, row.descriptionFr),
  created_datetime: wireDate(row.createdAt),
});
