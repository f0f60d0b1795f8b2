import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  sortname: varchar('sortname', { length: 3 }).notNull(),
  phonecode: varchar('phonecode', { length: 10 }).notNull(),
});
export const states = pgTable(
  'states',
  {
    id: id(),
    countryId: integer('country_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [index('states_country_idx').on(t.countryId)],
);
export const timezones = pgTable('timezones', {
  id: id(),
  gmt: varchar('gmtdata', { length: 20 }).notNull(),
  name: varchar('timezonedata', { length: 100 }).notNull(),
});

// Content has an English text and, where written, a French one (`*_fr`, null: the English is shown; decision 129).
export const news = pgTable('news', {
  id: id(),
  title: varchar('title', { length: 300 }).notNull(),
  description: text('description').notNull(),
  titleFr: varchar('title_fr', { length: 300 }),
  descriptionFr: text('description_fr'),
  createdAt: createdAt(),
});
export const faqCategories = pgTable('faq_categories', {
  id: id(),
  name: varchar('category_name', { length: 200 }).notNull(),
  nameFr: varchar('category_name_fr', { length: 200 }),
});
export const faqs = pgTable('faqs', {
  id: id(),
  categoryId: integer('category_id').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  questionFr: text('question_fr'),
  answerFr: text('answer_fr'),
});
/** Site pages: 1 terms, 2 privacy policy, 3 contact us (spec 03 settings/getpages/{id}). */
export const sitePages = pgTable('site_pages', {
  id: integer('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  description: text('page_description').notNull(),
  titleFr: varchar('title_fr', { length: 200 }),
  descriptionFr: text('page_description_fr'),
});

/** Branding: one row (id 1). Image columns hold stored upload names; null serves the built-in default. */
export const branding = pgTable('branding', {
  id: integer('id').primaryKey(),
  logo: varchar('logo', { length: 200 }),
  mobileLogo: varchar('mobile_logo', { length: 200 }),
  favicon: varchar('favicon', { length: 200 }),
  logoTitle: varchar('logo_title', { length: 200 }).notNull(),
  tagline: varchar('tagline', { length: 300 }).notNull(),
  colors: jsonb('colors').$type<Record<string, string>>().notNull(),
});
