import { enTranslator } from './en-translator';

describe('enTranslator', () => {
  const t = enTranslator('cards', { amount: { min: 'Minimum is {{min}} {{currency}}' } });

  it('reads a nested key with or without its namespace and fills the placeholders', () => {
    expect(t('cards.amount.min', { min: '10', currency: 'EUR' })).toBe('Minimum is 10 EUR');
    expect(t('amount.min', { min: '5' })).toBe('Minimum is 5 ');
  });

  it('throws on a missing text so a test cannot pass on a typo', () => {
    expect(() => t('amount.max')).toThrow('missing text amount.max');
  });
});
