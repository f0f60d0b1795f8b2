import { FRENCH_MESSAGES } from '../../src/i18n/french-messages';
import { messageLanguageOf, translateMessage } from '../../src/i18n/translate-message';

test.each([
  [undefined, 'en'],
  ['', 'en'],
  ['fr', 'fr'],
  ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
  ['en-GB,en;q=0.9,fr;q=0.8', 'en'],
  ['de-DE,fr;q=0.5', 'fr'],
  ['de', 'en'],
  ['*', 'en'],
  ['fr;q=0', 'en'],
])('Accept-Language %p → %s', (header, language) => {
  expect(messageLanguageOf(header)).toBe(language);
});

test('English is sent as written', () => {
  expect(translateMessage('Invalid email or password', 'en')).toBe('Invalid email or password');
});

test('a known sentence, a template and a field prefix', () => {
  expect(translateMessage('Invalid email or password', 'fr')).toBe(
    FRENCH_MESSAGES['Invalid email or password'],
  );
  const minimum = translateMessage('Minimum Amount is 10 EUR', 'fr');
  expect(minimum).toContain('10');
  expect(minimum).toContain('EUR');
  expect(minimum).not.toContain('Minimum Amount');
  // The field keeps its name; what follows is French.
  expect(translateMessage('state_id: Select state', 'fr')).toBe(
    `state_id: ${FRENCH_MESSAGES['Select state']}`,
  );
});

test('a sentence of ours filled into another comes out French as a whole', () => {
  const message = translateMessage('file: the file name must not contain NUL characters', 'fr');
  expect(message).toMatch(/^file: /);
  expect(message).toContain(FRENCH_MESSAGES['must not contain NUL characters']);
});

test('an unknown text is sent as it is', () => {
  expect(translateMessage('Something nobody wrote down', 'fr')).toBe('Something nobody wrote down');
  expect(translateMessage('amount: something nobody wrote down', 'fr')).toBe(
    'amount: something nobody wrote down',
  );
});
