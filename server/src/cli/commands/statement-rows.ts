import { sql } from 'drizzle-orm';
import { houseAccount } from '../../ledger/index';
import type { Command } from '../command';
import { bulkTarget } from './bulk-target';

const YEAR_SECONDS = 365 * 86_400;

/** Books N deposits on a wallet in one SQL statement, spread over the last year (a statement's 10,000 rows for
 * `pnpm bench -- --part statement` in seconds; `transactions` posts each through the ledger, ~1 min / 1,000). The
 * postings balance like the ledger's: wallet +amount, external −amount, balance_after in booking order. */
export const statementRowsCommand: Command = {
  name: 'statement-rows',
  usage:
    'statement-rows <e-mail> <count> [EUR|USD]   (books <count> deposits over the last year, for measurements)',
  run: async (db, [email, count, currency = 'EUR']) => {
    const { total, wallet } = await bulkTarget(db, email, count, currency);
    const stamp = `STMT-${Date.now().toString(36).toUpperCase()}`;
    await db.transaction(async (tx) => {
      const external = await houseAccount(tx, 'external', currency);
      await tx.execute(sql`
        with g as (
          select n, (10 + (n * 37) % 990 + (n % 100) / 100.0)::numeric(20, 8) as amount,
                 now() - make_interval(secs => (${total}::int - n) * ${Math.floor(YEAR_SECONDS / total)}::int) as at
          from generate_series(1, ${total}::int) n
        ), t as (
          insert into ledger_transactions (kind, reference, meta, created_at)
          select 'fiat-deposit', ${stamp}::text || '-' || n, '{}'::jsonb, at from g
          returning id, reference
        ), rows as (
          select t.id, g.amount, g.at, sum(g.amount) over (order by g.n) as moved
          from t join g on t.reference = ${stamp}::text || '-' || g.n
        )
        insert into ledger_postings (transaction_id, account_id, currency, amount, balance_after, created_at)
        select id, ${wallet.id}::int, ${currency}::varchar, amount, ${wallet.balance}::numeric + moved, at from rows
        union all
        select id, ${external}::int, ${currency}::varchar, -amount,
               (select balance from ledger_accounts where id = ${external}::int) - moved, at from rows`);
      await tx.execute(sql`
        update ledger_accounts a set balance = a.balance + s.total
        from (select account_id, sum(amount) as total from ledger_postings p
              join ledger_transactions t on t.id = p.transaction_id
              where t.reference like ${`${stamp}-%`}::text group by account_id) s
        where a.id = s.account_id`);
    });
    await db.execute(sql`analyze ledger_transactions, ledger_postings`);
    return `${total} ${currency} deposits booked on ${email}'s wallet over the last year`;
  },
};
