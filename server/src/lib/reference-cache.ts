import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries } from '../db/schema/index';

export type CountryRow = typeof countries.$inferSelect;

// Countries are reference data only the seed writes: read once per database, not on every request (the wallet
// list sent the whole table on every call). Keyed by the database object, so each test database has its own.
const cache = new WeakMap<Db, Promise<CountryRow[]>>();

/** Every country, ordered by name (the order every answer uses). */
export const allCountries = (db: Db): Promise<CountryRow[]> => {
  let rows = cache.get(db);
  if (!rows) {
    rows = db.select().from(countries).orderBy(asc(countries.name));
    // A failed read is not remembered: the next call tries again.
    rows.catch(() => cache.delete(db));
    cache.set(db, rows);
  }
  return rows;
};

type CountryWire = { country_id_pk: string; name: string; phonecode: string; sortname: string };
const wireRows = new WeakMap<CountryRow[], CountryWire[]>();

/** The countries as the account list and KYC answers send them (id as a string), built once; shared between
 * answers, so never mutate it. */
export const countryWireRows = async (db: Db) => {
  const rows = await allCountries(db);
  let wire = wireRows.get(rows);
  if (!wire) {
    wire = rows.map((c) => ({
      country_id_pk: String(c.id),
      name: c.name,
      phonecode: c.phonecode,
      sortname: c.sortname,
    }));
    wireRows.set(rows, wire);
  }
  return wire;
};
