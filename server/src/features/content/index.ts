import type { AnyHandler } from '../../http/handler';
import { findAllNewsHandler } from './find-all-news';
import { findNewsByIdHandler } from './find-news-by-id';
import { getFaqsByCatHandler } from './get-faqs-by-cat';
import { getFaqsHandler } from './get-faqs';
import { getPagesHandler } from './get-pages';
import { getUserLoginLogsHandler } from './get-user-login-logs';
import { submitContactHandler } from './submit-contact';

export const contentHandlers: AnyHandler[] = [
  getUserLoginLogsHandler,
  findAllNewsHandler,
  findNewsByIdHandler,
  getFaqsHandler,
  getFaqsByCatHandler,
  getPagesHandler,
  submitContactHandler,
];
