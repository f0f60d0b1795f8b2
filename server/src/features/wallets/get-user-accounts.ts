import { asc, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { countries, wireTemplates } from '../../db/schema/index';
import { fiatFees } from '../../domain/fees';
import { loadUser } from '../../domain/users';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { modesOf } from '../../security/second-factor';
import { accountsOf, fiatAccountRow } from '../../lib/ledger-accounts';
import { templateRow } from './templates';

const ORDER = ['USD', 'EUR'];

/** Fiat wallets, USD first then EUR (spec 02 §2), with fees, second-factor modes, countries and templates. */
export const getUserAccountsHandler = defineHandler(endpoints['account.getUserAccounts'], async ({ db, userId }) => {
  const user = await loadUser(db, userId);
  const accounts = (await accountsOf(db, userId, 'fiat')).sort((a, b) => ORDER.indexOf(a.currency) - ORDER.indexOf(b.currency));
  const modes = await modesOf(db, userId);
  const templates = await db.select().from(wireTemplates).where(eq(wireTemplates.userId, userId)).orderBy(asc(wireTemplates.id));
  const all = await db.select().from(countries).orderBy(asc(countries.name));
  return ok(accounts.map((a) => fiatAccountRow(a, user)), 'Success', {
    site_fees: (await fiatFees(db)).withdrawalFees, outgoingotp: modes.outgoingotp, internalotp: modes.internalotp,
    getallcountry: all.map((c) => ({ country_id_pk: String(c.id), name: c.name, phonecode: c.phonecode, sortname: c.sortname })),
    templatearray: templates.map(templateRow),
  });
});
