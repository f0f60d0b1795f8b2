/** An IBAN in its print format (ISO 13616): groups of four, so it wraps between groups and reads aloud in
 * chunks ("GB11 PORT 0000 0000 0000 01"). Copy and send the electronic format (no spaces) as stored. */
export const formatIban = (iban: string | null | undefined): string =>
  (iban ?? '')
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');

/** An IBAN's shape (two letters, two check digits, 11–30 letters and digits), to print one found among names. */
export const looksLikeIban = (text: string | null | undefined): boolean =>
  /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test((text ?? '').replace(/\s+/g, '').toUpperCase());

/** A party that may be an IBAN or a name: the IBAN printed in groups, a name as it is. */
export const formatParty = (text: string | null | undefined): string =>
  looksLikeIban(text) ? formatIban(text) : (text ?? '');
