import type { StatementSource } from '@portal/shared/contract';
import { endpoints } from '../../contract';
import { readStatement } from '../../domain/statements/read-statement';
import { statementAccount } from '../../domain/statements/statement-account';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { shown } from '../../lib/ledger-accounts';

type Query = { from: string; to: string; page?: number; size?: number };

/** The statement as data (the e2e compares the files with it); page/size answer one page of rows. */
export const getStatementHandler = defineHandler(
  endpoints['statements.getStatement'],
  async ({ db, userId, params, query, language }) => {
    const { from, to, page, size } = query as Query;
    const account = await statementAccount(
      db,
      userId,
      params.source as StatementSource,
      params.ref,
      language,
    );
    const s = await readStatement(db, account, from, to);
    const money = (amount: string) => shown(amount, s.currency);
    const window = page !== undefined && size !== undefined ? { page, size } : undefined;
    const rows = window
      ? s.movements.slice((window.page - 1) * window.size, window.page * window.size)
      : s.movements;
    const data = {
      holder: s.holder,
      source: s.source,
      currency: s.currency,
      account_number: s.accountNumber,
      iban_number: s.ibanNumber,
      masked_card_number: s.maskedCardNumber,
      from,
      to,
      opening_balance: money(s.opening),
      closing_balance: money(s.closing),
      total_in: money(s.totalIn),
      total_out: money(s.totalOut),
      movements: s.movements.length,
      rows: rows.map((row) => ({
        posting_id: String(row.postingId),
        booked_at: row.bookedAt.toISOString(),
        kind: row.kind,
        reference: row.reference,
        amount: money(row.amount),
        balance: money(row.balance),
      })),
    };
    if (!window) return ok(data);
    return ok(data, 'Success', { paging: { ...window, total: s.movements.length } });
  },
);
