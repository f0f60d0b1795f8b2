import { Readable } from 'node:stream';
import type { StatementSource } from '@portal/shared/contract';
import { decimalsFor, endpoints } from '../../contract';
import { pdfPool } from '../../domain/statements/pdf-pool';
import { readStatementRows, statementFrom } from '../../domain/statements/read-statement';
import { statementBrand } from '../../domain/statements/statement-brand';
import { statementAccount } from '../../domain/statements/statement-account';
import { statementCsv } from '../../domain/statements/statement-csv';
import type { StatementLanguage } from '../../domain/statements/statement-labels';
import { takeStatementTurn } from '../../domain/statements/statement-limits';
import { binary } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

type Query = { from: string; to: string; format: 'pdf' | 'csv'; lang?: StatementLanguage };

/** The statement as a file, streamed while it is written. The ledger is read first (one snapshot), so a refusal
 * (404, 400) is still an envelope and the database is free before the first byte leaves. One file at a time per
 * customer, a few per minute, the PDF written on a worker thread (decision 140). */
export const downloadStatementHandler = defineHandler(
  endpoints['statements.downloadStatement'],
  async ({ db, config, userId, params, query }) => {
    const { from, to, format, lang = 'en' } = query as Query;
    const account = await statementAccount(db, userId, params.source as StatementSource, params.ref, lang);
    const turn = await takeStatementTurn(db, userId);
    try {
      const rows = await readStatementRows(db, account, from, to);
      const name = `statement-${account.currency}-${from}-${to}.${format}`;
      if (format === 'pdf') {
        const brand = await statementBrand(db, config);
        return binary(turn.hold(pdfPool.render({ rows, lang, brand })), 'application/pdf', name);
      }
      const s = statementFrom(rows);
      return binary(
        turn.hold(Readable.from(statementCsv(s, lang, decimalsFor(s.currency)))),
        'text/csv; charset=utf-8',
        name,
      );
    } catch (error) {
      await turn.release();
      throw error;
    }
  },
);
