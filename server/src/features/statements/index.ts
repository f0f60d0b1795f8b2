import type { AnyHandler } from '../../http/handler';
import { downloadStatementHandler } from './download-statement';
import { getStatementHandler } from './get-statement';

export const statementsHandlers: AnyHandler[] = [getStatementHandler, downloadStatementHandler];
