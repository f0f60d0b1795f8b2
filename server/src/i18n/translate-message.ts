import Negotiator from 'negotiator';
import { FRENCH_MESSAGES } from './french-messages';

export const MESSAGE_LANGUAGES = ['en', 'fr'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** The language of an answer's message: the caller's Accept-Language (the portal sends the language it shows),
 * English when it names none we write. `fr-CA` and `fr;q=0.8` count as French. */
export const messageLanguageOf = (acceptLanguage: string | undefined): MessageLanguage => {
  if (!acceptLanguage) return 'en';
  const chosen = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([
    ...MESSAGE_LANGUAGES,
  ]);
  return chosen === 'fr' ? 'fr' : 'en';
};

// A field or path before the message proper ("state_id: Select state"): kept as sent, it names the input.
const FIELD_PREFIX = /^([A-Za-z_$][\w.\-[\]]*): (.+)$/s;
const SLOT = /\{(\d+)\}/g;

type Template = { pattern: RegExp; slots: number[]; french: string; literal: number };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const toTemplate = ([english, french]: [string, string]): Template => {
  const slots = [...english.matchAll(SLOT)].map((match) => Number(match[1]));
  const source = english
    .split(SLOT)
    .map((part, index) => (index % 2 ? '(.+?)' : escapeRegExp(part)))
    .join('');
  return {
    pattern: new RegExp(`^${source}$`, 's'),
    slots,
    french,
    literal: english.replace(SLOT, '').length,
  };
};

const entries = Object.entries(FRENCH_MESSAGES);
const EXACT = new Map(entries.filter(([english]) => !english.match(SLOT)));
// The most specific first: "Minimum Amount is {1} {2}" before "Minimum Amount is {1}".
const TEMPLATES = entries
  .filter(([english]) => english.match(SLOT))
  .map(toTemplate)
  .sort((a, b) => b.literal - a.literal);

function fromTemplate(text: string): string | undefined {
  for (const { pattern, slots, french } of TEMPLATES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = new Map(slots.map((slot, index) => [slot, match[index + 1] ?? '']));
    // A filled-in part may itself be a sentence of ours ("the file name {1}" ← "must be at most {1} characters").
    return french.replace(SLOT, (_, slot: string) => {
      const value = values.get(Number(slot)) ?? '';
      return frenchOf(value) ?? value;
    });
  }
  return undefined;
}

function frenchOf(text: string): string | undefined {
  return EXACT.get(text) ?? fromTemplate(text);
}

/** The message in the caller's language; a text we do not know (and the token messages the client reads by
 * their English text) is sent as it is. */
export const translateMessage = (message: string, language: MessageLanguage): string => {
  if (language === 'en') return message;
  // The field first: a template opening on {1} would otherwise take the field for its first part.
  const [, field, after] = FIELD_PREFIX.exec(message) ?? [];
  const rest = after === undefined ? undefined : frenchOf(after);
  if (rest !== undefined) return `${field}: ${rest}`;
  return frenchOf(message) ?? message;
};
