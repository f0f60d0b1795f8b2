import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { states } from '../db/schema/index';
import type { MessageLanguage } from '../i18n/translate-message';
import { allCountries } from '../lib/reference-cache';

export type StoredAddress = Record<string, string | undefined>;

/** The country's name in the reader's language (from its ISO code), else as stored. */
const countryName = (code: string, stored: string, language: MessageLanguage): string => {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? stored;
  } catch {
    return stored;
  }
};

// Where the postcode follows the city ("London NW1 6XE"); elsewhere it comes first ("75001 Paris").
const CITY_FIRST = new Set(['GB', 'US', 'CA', 'IE', 'AU']);

/** An address as a customer writes it: street lines, city with postcode, then the state's and the country's
 * names. The profile stores the state and country as ids (the KYC form's lists); an id is never shown. */
export const postalAddress = async (
  db: Executor,
  address: StoredAddress | null | undefined,
  language: MessageLanguage,
): Promise<string> => {
  const a = address ?? {};
  const stateId = Number(a.state);
  const [state] =
    Number.isInteger(stateId) && stateId > 0
      ? await db.select({ name: states.name }).from(states).where(eq(states.id, stateId))
      : [];
  const country = (await allCountries(db as Db)).find((c) => String(c.id) === String(a.country ?? ''));
  return [
    a.addressline1,
    a.addressline2,
    (CITY_FIRST.has(country?.sortname ?? '') ? [a.city, a.zipcode] : [a.zipcode, a.city])
      .filter(Boolean)
      .join(' '),
    state?.name,
    country ? countryName(country.sortname, country.name, language) : undefined,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
};
