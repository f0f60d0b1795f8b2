import type { SelectOption } from '@portal/shared';

type Country = { name: string; phonecode: string };

/** Country-code choices "+44 (United Kingdom)"; one entry per code, the default first when present. */
export const phoneCodeOptions = (
  countries: readonly Country[] | undefined,
  fallback = '1',
): SelectOption[] => {
  const seen = new Set<string>();
  const options: SelectOption[] = [];
  for (const country of countries ?? []) {
    const code = country.phonecode.replace(/^\+/, '');
    if (!code || seen.has(code)) continue;
    seen.add(code);
    options.push({ value: code, label: `+${code} (${country.name})` });
  }
  if (!seen.has(fallback)) options.unshift({ value: fallback, label: `+${fallback}` });
  return options;
};
