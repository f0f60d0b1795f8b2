import { TOKEN_EXPIRY_MESSAGES } from '@portal/shared/contract';
import { FRENCH_MESSAGES } from '../../src/i18n/french-messages';
import { translateMessage } from '../../src/i18n/translate-message';
import { messageSources } from './message-sources';

const SLOT = /\{(\d+)\}/g;
const slotsOf = (text: string) => [...text.matchAll(SLOT)].map((match) => match[1]).sort();
// What a template becomes once filled in ("{1}: Select a valid state" → "part1: Select a valid state").
const sample = (template: string) => template.replace(SLOT, (_, slot: string) => `part${slot}`);
const FIELD_PREFIX = /^(?:[A-Za-z_$][\w.\-[\]]*|\{\d+\}): /;

describe('French for every message the server writes', () => {
  const sources = [...messageSources()];

  it('finds the messages in the sources (the scan itself works)', () => {
    const texts = sources.map(([text]) => text);
    expect(texts).toEqual(expect.arrayContaining(['Invalid email or password', 'Minimum Amount is {1} {2}']));
    expect(texts.length).toBeGreaterThan(250);
  });

  it.each(sources)('%s (%s)', (text) => {
    // "{1}: {2}" and "new_password: {1}" only frame a message found elsewhere.
    if (!/[a-z]{2}/i.test(text.replace(FIELD_PREFIX, '').replace(SLOT, ''))) return;
    const english = sample(text);
    expect(translateMessage(english, 'fr')).not.toBe(english);
  });

  it('fills in the same parts it was given', () => {
    for (const [english, french] of Object.entries(FRENCH_MESSAGES))
      expect([english, slotsOf(french)]).toEqual([english, slotsOf(english)]);
  });

  it('leaves the token messages the portal recognises by their English text', () => {
    for (const message of TOKEN_EXPIRY_MESSAGES) expect(translateMessage(message, 'fr')).toBe(message);
  });
});
