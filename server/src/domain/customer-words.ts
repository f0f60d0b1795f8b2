import { isCompanyName, isPersonName } from '../contract';

/**
 * A name a customer wrote, as the provider's messages show it (decision 137): in quotes, after the provider's own
 * words, so it never reads as one of the provider's sentences; left out (`fallback`) when a stored value is not
 * a name by today's rule (rows written before it).
 */
export const quotedName = (name: string | null | undefined, kind: 'person' | 'company', fallback: string) => {
  const value = (name ?? '').trim();
  const valid = kind === 'person' ? isPersonName(value) : isCompanyName(value);
  return valid ? `“${value}”` : fallback;
};

/** Free text a customer wrote, quoted line by line ("> "), as mail clients show a quotation. */
export const quotedText = (text: string): string =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => `> ${line}`)
    .join('\n');
