import * as v from 'valibot';
import { idSchema, optText } from './wire';

export const loginLogSchema = v.looseObject({
  login_log_pk: idSchema,
  login_datetime: optText,
  /** IPv4-mapped prefix (::ffff:) stripped by the server. */
  login_log_ip: optText,
  login_browser: optText,
  login_os: optText,
});
export type LoginLog = v.InferOutput<typeof loginLogSchema>;

/** description is HTML: sanitise before display. */
export const newsSchema = v.looseObject({
  news_id: idSchema,
  title: v.string(),
  description: v.optional(v.nullable(v.string()), ''),
  created_datetime: optText,
});
export type News = v.InferOutput<typeof newsSchema>;

export const faqCategorySchema = v.looseObject({
  faq_cat_id: idSchema,
  category_name: v.string(),
});
export type FaqCategory = v.InferOutput<typeof faqCategorySchema>;

export const faqSchema = v.looseObject({
  question: v.string(),
  answer: v.string(),
});
export type Faq = v.InferOutput<typeof faqSchema>;

/** Site page 1 terms, 2 privacy policy, 3 contact side panel; HTML. */
export const sitePageSchema = v.looseObject({
  page_description: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((html) => html ?? ''),
  ),
});
export type SitePage = v.InferOutput<typeof sitePageSchema>;
