import { endpoints } from '../../contract';
import { adminBankAccounts } from '../../db/schema/index';
import { adminAccountAnswer } from '../../domain/provider';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

/** The provider's bank accounts for deposits, EUR first then USD; their details from domain/provider. */
export const getAdminAccountsHandler = defineHandler(
  endpoints['account.getAdminAccounts'],
  async ({ db }) => {
    const rows = await db.select().from(adminBankAccounts);
    const rank = (c: string) => (c === 'EUR' ? 0 : c === 'USD' ? 1 : 2);
    rows.sort((a, b) => rank(a.currency) - rank(b.currency) || a.id - b.id);
    return ok(rows.map(adminAccountAnswer));
  },
);
