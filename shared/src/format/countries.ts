import { useMemo } from 'react';
import { useSharedTranslation } from '../i18n/use-shared-translation';

type Language = 'en' | 'fr';
/** A country row as the server sends it (getallcountry, the KYC record's countries). */
type CountryRow = { name?: string | null | undefined; sortname?: string | null | undefined };
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

/** Select options of countries, `value` from the row, labelled and sorted in the portal's language. */
export const useCountryOptions = <C extends CountryRow>(
  countries: readonly C[],
  value: (country: C) => string,
): { value: string; label: string }[] => {
  const { i18n } = useSharedTranslation();
  const language: Language = i18n.language === 'fr' ? 'fr' : 'en';
  return useMemo(() => {
    const collator = new Intl.Collator(language);
    return countries
      .map((country) => ({ value: value(country), label: countryName(country, language) }))
      .sort((a, b) => collator.compare(a.label, b.label));
    // `value` is a selector, stable in meaning: only the list and the language change the options.
  }, [countries, language]);
};
