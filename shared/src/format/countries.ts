import { useMemo } from 'react';
import { useSharedTranslation } from '../i18n/use-shared-translation';

type Language = 'en' | 'fr';
/** A country row as the server sends it (getallcountry, the KYC record's countries). */
type CountryRow = { name?: string | null | undefined; sortname?: string | null | undefined };
type PhoneRow = CountryRow & { phonecode?: string | null | undefined };
const namers = new Map<Language, Intl.DisplayNames>();
const namer = (language: Language) => {
  let names = namers.get(language);
  if (!names) namers.set(language, (names = new Intl.DisplayNames([language], { type: 'region' })));
  return names;
};

/** A country's name in the portal's language, from its ISO 3166 code (the server sends the English name and
 * the code, `sortname`); the server's name when the code is missing or unknown to the browser. */
export const countryName = (country: CountryRow, language: Language): string => {
  const code = country.sortname?.trim().toUpperCase();
  if (code && /^[A-Z]{2}$/.test(code)) {
    try {
      const name = namer(language).of(code);
      if (name && name !== code) return name;
    } catch {
      // an invalid code: the server's name
    }
  }
  return country.name ?? '';
};

const usePortalLanguage = (): Language => {
  const { i18n } = useSharedTranslation();
  return i18n.language === 'fr' ? 'fr' : 'en';
};

/** `countryName` in the portal's language, for a country a screen shows rather than offers. */
export const useCountryName = (): ((country: CountryRow) => string) => {
  const language = usePortalLanguage();
  return useMemo(() => (country: CountryRow) => countryName(country, language), [language]);
};

/** Select options of countries, `value` from the row, labelled and sorted in the portal's language. */
export const useCountryOptions = <C extends CountryRow>(
  countries: readonly C[],
  value: (country: C) => string,
): { value: string; label: string }[] => {
  const language = usePortalLanguage();
  return useMemo(() => {
    const collator = new Intl.Collator(language);
    return countries
      .map((country) => ({ value: value(country), label: countryName(country, language) }))
      .sort((a, b) => collator.compare(a.label, b.label));
    // `value` is a selector, stable in meaning: only the list and the language change the options.
  }, [countries, language]);
};

/** Phone-code options "+44 (Royaume-Uni)": one per code (the first country the server lists with it), the
 * value the bare digits the server takes, sorted by country name in the portal's language. `fallback` (a code
 * the form starts with) comes first when no country carries it. */
export const usePhoneCodeOptions = (
  countries: readonly PhoneRow[] | undefined,
  fallback?: string,
): { value: string; label: string }[] => {
  const language = usePortalLanguage();
  return useMemo(() => {
    const collator = new Intl.Collator(language);
    const seen = new Set<string>();
    const named: { value: string; name: string }[] = [];
    for (const country of countries ?? []) {
      const code = country.phonecode?.trim().replace(/^\+/, '');
      if (!code || seen.has(code)) continue;
      seen.add(code);
      named.push({ value: code, name: countryName(country, language) });
    }
    named.sort((a, b) => collator.compare(a.name, b.name));
    const options = named.map(({ value, name }) => ({
      value,
      label: name ? `+${value} (${name})` : `+${value}`,
    }));
    if (fallback && !seen.has(fallback)) options.unshift({ value: fallback, label: `+${fallback}` });
    return options;
  }, [countries, fallback, language]);
};
