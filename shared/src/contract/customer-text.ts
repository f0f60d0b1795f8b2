import * as v from 'valibot';

// Text a customer writes that the provider later puts into an e-mail, an SMS or a header (decision 137): a name
// is letters (accented ones too), spaces, hyphens, apostrophes and full stops; a company name may add digits and
// & , ( ); neither may hold a web address ("evil.example", "x.co"), which mail clients turn into a link. Initials
// ("J.R.", "B.V.") stay allowed. Header-bound text (a subject) holds no line break or control character.

const NAME_CHARACTERS = /^\p{L}[\p{L}\p{M} '’.-]*$/u;
const COMPANY_CHARACTERS = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} '’.,&()-]*$/u;
/** A dot between a word of two characters or more and another character, or before two: a host name. */
const LINK_LIKE = /[\p{L}\p{N}]{2}\.[\p{L}\p{N}]|[\p{L}\p{N}]\.[\p{L}\p{N}]{2}/u;
/** C0 and C1 controls (CR, LF, TAB …) and the Unicode line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

export const looksLikeLink = (value: string): boolean => LINK_LIKE.test(value);
export const hasCompanyCharacters = (value: string): boolean => COMPANY_CHARACTERS.test(value);
export const isPersonName = (value: string): boolean => NAME_CHARACTERS.test(value) && !looksLikeLink(value);
export const isCompanyName = (value: string): boolean => hasCompanyCharacters(value) && !looksLikeLink(value);
export const hasControlCharacters = (value: string): boolean => CONTROL.test(value);
/** Header-bound text as it may leave: every control run becomes one space (the server's last line of defence). */
export const headerSafe = (value: string): string => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

export const FIRST_NAME_CHARACTERS =
  'First Name may contain only letters, spaces, hyphens, apostrophes and full stops.';
export const FIRST_NAME_LINK = 'First Name must not contain a web address.';
export const LAST_NAME_CHARACTERS =
  'Last Name may contain only letters, spaces, hyphens, apostrophes and full stops.';
export const LAST_NAME_LINK = 'Last Name must not contain a web address.';
export const FULL_NAME_CHARACTERS =
  'Full name may contain only letters, spaces, hyphens, apostrophes and full stops.';
export const FULL_NAME_LINK = 'Full name must not contain a web address.';
export const COMPANY_NAME_CHARACTERS =
  "Company name may contain only letters, digits, spaces and the characters & ' , . ( ) -";
export const COMPANY_NAME_LINK = 'Company name must not contain a web address.';
export const SUBJECT_CONTROL = 'Subject must not contain line breaks or control characters.';

export type NameField = 'first' | 'last' | 'full';
const NAME_MESSAGES: Record<NameField, readonly [string, string]> = {
  first: [FIRST_NAME_CHARACTERS, FIRST_NAME_LINK],
  last: [LAST_NAME_CHARACTERS, LAST_NAME_LINK],
  full: [FULL_NAME_CHARACTERS, FULL_NAME_LINK],
};

/** One check with two texts: an empty value is the "required" text's case, a character the first text, a host
 * name the second; at most one issue, so a form shows one sentence. */
const textRule = (allowed: RegExp, characters: string, link: string) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value === '') return;
    if (!allowed.test(dataset.value)) addIssue({ message: characters });
    else if (LINK_LIKE.test(dataset.value)) addIssue({ message: link });
  });

/** The check of a person's name, to append to a pipe that trimmed it and refused it empty. */
export const nameRules = (field: NameField) => [textRule(NAME_CHARACTERS, ...NAME_MESSAGES[field])] as const;

export const companyNameRules = () =>
  [textRule(COMPANY_CHARACTERS, COMPANY_NAME_CHARACTERS, COMPANY_NAME_LINK)] as const;

/** A subject or any other text that goes into a header. */
export const headerTextRules = () =>
  [v.check((value: string) => value === '' || !hasControlCharacters(value), SUBJECT_CONTROL)] as const;
