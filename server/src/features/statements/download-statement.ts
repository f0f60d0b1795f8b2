import { Readable } from 'node:stream';
import type { StatementSource } from '@portal/shared/contract';
import { decimalsFor, endpoints } from '../../contract';
import { pdfPool, pdfRows } from '../../domain/statements/pdf-pool';
import { readStatementRows, statementFrom } from '../../domain/statements/read-statement';
import { statementBrand } from '../../domain/statements/statement-brand';
import { statementAccount } from '../../domain/statements/statement-account';
import { statementCsv } from '../../domain/statements/statement-csv';
import type { StatementLanguage } from '../../domain/statements/statement-labels';
import { takeStatementTurn } from '../../domain/statements/statement-limits';
import { binary } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

type Query = { from: string; to: string; format: 'pdf' | 'csv'; lang?: StatementLanguage };

/** The statement as a file, streamed while it is written. The ledger is read (one snapshot) before the first byte
 * leaves, so a refusal (404, 400) or a database failure is still an envelope. One file at a time per customer, a
 * few per minute; the PDF read and written on a worker thread (decision 140). */
export const downloadStatementHandler = defineHandler(
  endpoints['statements.downloadStatement'],
  async ({ db, config, userId, params, query }) => {
    const { from, to, format, lang = 'en' } = query as Query;
    const account = await statementAccount(db, userId, params.source as StatementSource, params.ref, lang);
    const turn = await takeStatementTurn(db, userId);
    try {
      const name = `statement-${account.currency}-${from}-${to}.${format}`;
      if (format === 'pdf') {
        const brand = await statementBrand(db, config);
        const pdf = await pdfPool.render({ ...(await pdfRows(db, account, from, to)), lang, brand });
        return binary(turn.hold(pdf), 'application/pdf', name);
      }
      const s = statementFrom(await readStatementRows(db, account, from, to));
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
