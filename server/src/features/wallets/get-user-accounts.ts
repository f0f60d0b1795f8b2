import { asc, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { wireTemplates } from '../../db/schema/index';
import { fiatFees } from '../../domain/fees';
import { postalAddress } from '../../domain/postal-address';
import { loadUser } from '../../domain/users';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { modesOf } from '../../security/second-factor';
import { accountsOf, fiatAccountRow } from '../../lib/ledger-accounts';
import { countryWireRows } from '../../lib/reference-cache';
import { templateRow } from './templates';

const ORDER = ['USD', 'EUR'];

/** Fiat wallets, USD first then EUR (spec 02 §2), with fees, second-factor modes, countries (unless omitted) and
 * templates. */
export const getUserAccountsHandler = defineHandler(
  endpoints['account.getUserAccounts'],
  async ({ db, userId, query, language }) => {
    const { omit } = query as { omit?: 'getallcountry' };
    // Independent reads issued together (PostgreSQL runs them on several pool connections); the country list is
    // reference data read once per process (lib/reference-cache), not a query per call.
    const [user, accounts, modes, templates, fees, countryRows] = await Promise.all([
      loadUser(db, userId),
      accountsOf(db, userId, 'fiat'),
      modesOf(db, userId),
      db.select().from(wireTemplates).where(eq(wireTemplates.userId, userId)).orderBy(asc(wireTemplates.id)),
      fiatFees(db),
      omit === 'getallcountry' ? [] : countryWireRows(db),
    ]);
    accounts.sort((a, b) => ORDER.indexOf(a.currency) - ORDER.indexOf(b.currency));
    const address = await postalAddress(db, user.address, language);
    return ok(
      accounts.map((a) => fiatAccountRow(a, user, address)),
      'Success',
      {
        site_fees: fees.withdrawalFees,
        outgoingotp: modes.outgoingotp,
        internalotp: modes.internalotp,
        // Omitted, the field is left out of the JSON (undefined), not sent empty; a client's parse reads it as [].
        getallcountry: omit === 'getallcountry' ? (undefined as never) : countryRows,
        templatearray: templates.map(templateRow),
      },
    );
  },
);
