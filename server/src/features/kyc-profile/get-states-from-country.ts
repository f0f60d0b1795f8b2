import { asc, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { states } from '../../db/schema/index';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

/** States of a country (empty when none are known: the forms then accept any state id). */
export const getStatesFromCountryHandler = defineHandler(
  endpoints['user.getStatesFromCountry'],
  async ({ db, params }) => {
    const rows = await db
      .select()
      .from(states)
      .where(eq(states.countryId, params.countryId))
      .orderBy(asc(states.name));
    return ok(rows.map((s) => ({ id: String(s.id), name: s.name })));
  },
);
