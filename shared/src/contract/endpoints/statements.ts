import * as v from 'valibot';
import { answerOf, defineEndpoint } from '../define-endpoint';
import { pagingSchema } from '../schemas/paging';
import {
  statementFileQuerySchema,
  statementParamsSchema,
  statementQuerySchema,
  statementSchema,
} from '../schemas/statement';

// Contract 1.6 (issue 23): statements of a fiat wallet, IBAN account or card, from the ledger.

export const statementsEndpoints = {
  /** The statement as data: opening balance, every movement with its running balance, closing balance and
   * totals of the period (page/size: one page of rows, the totals still of the whole period). */
  'statements.getStatement': defineEndpoint({
    id: 'statements.getStatement',
    method: 'GET',
    path: 'user/statements/:source/:ref',
    auth: 'user',
    params: statementParamsSchema,
    query: statementQuerySchema,
    answer: answerOf(statementSchema, { paging: pagingSchema }),
  }),
  /** The same statement as a PDF or CSV file, streamed as it is written (`lang` = en | fr, default en). */
  'statements.downloadStatement': defineEndpoint({
    id: 'statements.downloadStatement',
    method: 'GET',
    path: 'user/statements/:source/:ref/file',
    auth: 'user',
    params: statementParamsSchema,
    query: statementFileQuerySchema,
    binary: true,
    answer: v.unknown(),
  }),
};
