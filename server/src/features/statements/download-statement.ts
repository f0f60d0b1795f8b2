import { Readable } from 'node:stream';
import type { StatementSource } from '@portal/shared/contract';
import { decimalsFor, endpoints } from '../../contract';
import { readStatement } from '../../domain/statements/read-statement';
import { statementAccount } from '../../domain/statements/statement-account';
import { statementCsv } from '../../domain/statements/statement-csv';
import type { StatementLanguage } from '../../domain/statements/statement-labels';
import { statementPdf } from '../../domain/statements/statement-pdf';
import { binary } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

type Query = { from: string; to: string; format: 'pdf' | 'csv'; lang?: StatementLanguage };

/** The statement as a file, streamed while it is written. The ledger is read first (one snapshot), so a refusal
 * (404, 400) is still an envelope and the database is free before the first byte leaves. */
export const downloadStatementHandler = defineHandler(
  endpoints['statements.downloadStatement'],
  async ({ db, userId, params, query }) => {
    const { from, to, format, lang = 'en' } = query as Query;
    const account = await statementAccount(db, userId, params.source as StatementSource, params.ref, lang);
    const s = await readStatement(db, account, from, to);
    const name = `statement-${s.currency}-${from}-${to}.${format}`;
    if (format === 'csv')
      return binary(
        Readable.from(statementCsv(s, lang, decimalsFor(s.currency))),
        'text/csv; charset=utf-8',
        name,
      );
    return binary(statementPdf(s, lang), 'application/pdf', name);
  },
);
