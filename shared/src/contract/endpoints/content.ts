import { answerOf, defineEndpoint } from '../define-endpoint';
import { faqCategorySchema, faqSchema, loginLogSchema, newsSchema, sitePageSchema } from '../schemas/content';
import * as req from '../schemas/requests/account';
import { pageQueryWith, pagingSchema } from '../schemas/paging';
import { listOf, noData } from '../schemas/wire';

// Spec 03 §7 "Content": activity logs, news, FAQ, site pages, contact.

export const contentEndpoints = {
  'user.getUserLoginLogs': defineEndpoint({
    id: 'user.getUserLoginLogs',
    method: 'GET',
    path: 'user/getUserLoginlogs',
    auth: 'user',
    /** Contract 1.3: `?page=&size=` answers one page plus `paging` (the /users-activity-logs table). */
    query: pageQueryWith({}),
    answer: answerOf(listOf(loginLogSchema), { paging: pagingSchema }),
  }),
  'news.findAllNews': defineEndpoint({
    id: 'news.findAllNews',
    method: 'GET',
    path: 'user/news/findAllNews',
    auth: 'user',
    answer: answerOf(listOf(newsSchema)),
  }),
  /** data as a list (a single row is accepted); the page reads the first. */
  'news.findNewsById': defineEndpoint({
    id: 'news.findNewsById',
    method: 'GET',
    path: 'user/news/findNewsById/:id',
    auth: 'user',
    params: req.idParamsSchema,
    answer: answerOf(listOf(newsSchema)),
  }),
  'faq.getFaqs': defineEndpoint({
    id: 'faq.getFaqs',
    method: 'GET',
    path: 'user/faq/getFaqs',
    auth: 'user',
    answer: answerOf(listOf(faqCategorySchema)),
  }),
  'faq.getFaqsByCat': defineEndpoint({
    id: 'faq.getFaqsByCat',
    method: 'GET',
    path: 'user/faq/getFaqsbycat/:categoryId',
    auth: 'user',
    params: req.categoryParamsSchema,
    answer: answerOf(listOf(faqSchema)),
  }),
  /** Site page :id (1 terms, 2 privacy policy, 3 contact panel); the page reads data[0].page_description.
   * Under the API root, not user/: public (access key only), so legal pages can also be linked from the
   * public screens. */
  'settings.getPages': defineEndpoint({
    id: 'settings.getPages',
    method: 'GET',
    path: 'settings/getpages/:id',
    auth: 'public',
    params: req.idParamsSchema,
    answer: answerOf(listOf(sitePageSchema)),
  }),
  'user.submitContact': defineEndpoint({
    id: 'user.submitContact',
    method: 'POST',
    path: 'user/SubmitContact',
    auth: 'user',
    body: req.contactBodySchema,
    answer: answerOf(noData),
  }),
} as const;
