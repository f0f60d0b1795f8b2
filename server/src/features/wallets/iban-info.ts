import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { ibanTransactions } from '../../db/schema/index';
import { wireDate } from '../../db/wire';
import { fiatFees } from '../../domain/fees';
import { PROVIDER_BANK, providerBankAddress } from '../../domain/provider';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { accountIn, accountsOf, available, shown } from '../../lib/ledger-accounts';
import { dayRange } from '../../lib/list-scope';

export const getIbanBalancesHandler = defineHandler(
  endpoints['account.getIbanAccountsBalance'],
  async ({ db, userId }) => {
    const eur = await accountIn(db, userId, 'iban', 'EUR');
    const usd = await accountIn(db, userId, 'iban', 'USD');
    const data = {
      ...(eur ? { eurAvailableBalance: shown(available(eur), 'EUR') } : {}),
      ...(usd ? { usdAvailableBalance: shown(available(usd), 'USD') } : {}),
    };
    return ok(data, 'Success', { site_fees: (await fiatFees(db)).internalTransferFees });
  },
);

/** Bank details of the EUR IBAN account (the spec shows details for EUR only); null when there is none. */
export const getIbanBankAccountHandler = defineHandler(
  endpoints['account.getIbanBankAccount'],
  async ({ db, userId, language }) => {
    const eur = await accountIn(db, userId, 'iban', 'EUR');
    if (!eur) return ok(null, 'Bank account details not available');
    return ok({
      iban_bank_name: PROVIDER_BANK.bankName,
      iban_swift_code: PROVIDER_BANK.bic,
      iban_bank_address: providerBankAddress(language),
      iban_number: eur.ibanNumber,
      account_currency_type: 'EUR',
    });
  },
);

type IbanHistoryQuery = {
  currency?: 'EUR' | 'USD';
  from?: string;
  to?: string;
  status?: string;
  page?: number;
  size?: number;
};

/** Both IBAN balance sheets, newest first, as the spec calls it. Contract 1.3: `?currency=` fills only that sheet,
 * filtered in SQL (from/to UTC days inclusive, status), one page with page/size, plus `statuses` for the filter. */
export const getIbanHistoryHandler = defineHandler(
  endpoints['account.getIbanTransactionHistory'],
  async ({ db, userId, query }) => {
    const { currency, from, to, status, page, size } = query as IbanHistoryQuery;
    const accountIds = (await accountsOf(db, userId, 'iban')).map((a) => a.id);
    const own = and(
      eq(ibanTransactions.userId, userId),
      accountIds.length ? inArray(ibanTransactions.accountId, accountIds) : sql`false`,
    );
    const wire = (r: typeof ibanTransactions.$inferSelect) => ({
      ibanabs_id: String(r.id),
      transaction_date: wireDate(r.createdAt),
      sender: r.sender,
      recipient: r.recipient,
      payment_status: r.status,
      payment_type: r.paymentType,
      debit_credit: r.debitCredit,
      amount: shown(r.amount, r.currency),
      currency: r.currency,
      network_fee: shown(r.networkFee, r.currency),
      site_fee: shown(r.siteFee, r.currency),
    });
    const newestFirst = [desc(ibanTransactions.createdAt), desc(ibanTransactions.id)];
    if (!currency) {
      const rows = await db
        .select()
        .from(ibanTransactions)
        .where(own)
        .orderBy(...newestFirst);
      return ok({
        EUR: rows.filter((r) => r.currency === 'EUR').map(wire),
        USD: rows.filter((r) => r.currency === 'USD').map(wire),
      });
    }
    const sheet = and(own, eq(ibanTransactions.currency, currency));
    const where = and(
      sheet,
      dayRange(ibanTransactions.createdAt, { from, to }),
      status ? eq(ibanTransactions.status, status) : undefined,
    );
    const select = db
      .select()
      .from(ibanTransactions)
      .where(where)
      .orderBy(...newestFirst);
    const rows =
      page !== undefined && size !== undefined
        ? await select.limit(size).offset((page - 1) * size)
        : await select;
    const statuses = (
      await db
        .selectDistinct({ status: ibanTransactions.status })
        .from(ibanTransactions)
        .where(sheet)
        .orderBy(asc(ibanTransactions.status))
    ).map((r) => r.status);
    const data = { EUR: [], USD: [], [currency]: rows.map(wire) };
    if (page === undefined || size === undefined) return ok(data, 'Success', { statuses });
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(ibanTransactions)
      .where(where);
    return ok(data, 'Success', { statuses, paging: { page, size, total } });
  },
);
