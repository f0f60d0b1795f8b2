import { FIRST_NAME_CHARACTERS, SUBJECT_CONTROL } from '../contract/customer-text';
import { setLanguage } from './i18n';
import { translateMessage } from './validation-messages';

// Decision 137: the forms show the contract's name and subject rules in French.
it('translates the rules of customer-written text', async () => {
  await setLanguage('fr');
  expect(translateMessage(FIRST_NAME_CHARACTERS)).toBe(
    'Le prénom ne peut contenir que des lettres, des espaces, des traits d’union, des apostrophes et des points.',
  );
  expect(translateMessage(SUBJECT_CONTROL)).toBe(
    'L’objet ne doit contenir ni saut de ligne ni caractère de contrôle.',
  );
  await setLanguage('en');
});
