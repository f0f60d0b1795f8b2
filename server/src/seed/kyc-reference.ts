import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { countries, states, timezones } from '../db/schema/index';

/** States of the countries the demo users and forms use most (by ISO code); others have none. */
const STATES: Record<string, string[]> = {
  US: ['California', 'Florida', 'New York', 'Texas', 'Washington'],
  GB: ['England', 'Northern Ireland', 'Scotland', 'Wales'],
  IN: ['Karnataka', 'Maharashtra', 'Tamil Nadu', 'Delhi'],
  ES: ['Andalucía', 'Catalonia', 'Madrid', 'Valencia'],
  FR: ['Île-de-France', 'Occitanie', "Provence-Alpes-Côte d'Azur"],
};

const TIMEZONES: [string, string][] = [
  ['GMT-08:00', 'America/Los_Angeles'],
  ['GMT-05:00', 'America/New_York'],
  ['GMT+00:00', 'Europe/London'],
  ['GMT+01:00', 'Europe/Madrid'],
  ['GMT+01:00', 'Europe/Paris'],
  ['GMT+02:00', 'Europe/Athens'],
  ['GMT+04:00', 'Asia/Dubai'],
  ['GMT+05:30', 'Asia/Kolkata'],
  ['GMT+08:00', 'Asia/Singapore'],
  ['GMT+09:00', 'Asia/Tokyo'],
  ['GMT+10:00', 'Australia/Sydney'],
];

/** States and timezones for the KYC and edit-profile forms (idempotent: skipped when present). */
export const seedKycReference = async (db: Executor): Promise<void> => {
  if (!(await db.select({ id: timezones.id }).from(timezones).limit(1)).length) {
    await db.insert(timezones).values(TIMEZONES.map(([gmt, name]) => ({ gmt, name })));
  }
  if ((await db.select({ id: states.id }).from(states).limit(1)).length) return;
  const found = await db
    .select()
    .from(countries)
    .where(inArray(countries.sortname, Object.keys(STATES)));
  await db
    .insert(states)
    .values(found.flatMap((c) => (STATES[c.sortname] ?? []).map((name) => ({ countryId: c.id, name }))));
};
