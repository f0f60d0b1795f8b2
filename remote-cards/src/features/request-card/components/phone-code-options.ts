import type { Country } from '../../../lib/contract-types';

/** One option per distinct phone code, "+34 (Spain)". */
export const phoneCodeOptions = (countries: readonly Country[] | undefined) => {
  const seen = new Set<string>();
  return (countries ?? []).flatMap((c) => {
    const code = c.phonecode?.replace(/^\+/, '');
    if (!code || seen.has(code)) return [];
    seen.add(code);
    return [{ value: code, label: `+${code} (${c.name})` }];
  });
};
