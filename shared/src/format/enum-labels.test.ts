import { setLanguage } from '../i18n';
import enLocale from '../locales/en.json';
import frLocale from '../locales/fr.json';
import {
  SERVER_ENUMS,
  cardNameLabel,
  enumKey,
  enumLabel,
  enumSlug,
  type ServerEnumKind,
} from './enum-labels';

type Tree = Record<string, Record<string, Record<string, string>>>;

describe('server enumerations', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it("translates a card named after its product, keeping its digits; the customer's own name stays", async () => {
    await setLanguage('fr');
    expect(cardNameLabel('Virtual Card ··1234')).toBe('Carte virtuelle ··1234');
    expect(cardNameLabel('Physical Card')).toBe('Carte physique');
    expect(cardNameLabel('Travel ··1234')).toBe('Travel ··1234');
    expect(cardNameLabel('My Virtual Card')).toBe('My Virtual Card');
    expect(cardNameLabel(null)).toBe('');
    await setLanguage('en');
    expect(cardNameLabel('Virtual Card ··1234')).toBe('Virtual Card ··1234');
  });

  it('slugs values into keys', () => {
    expect(enumSlug('Outgoing Wire')).toBe('outgoingWire');
    expect(enumSlug('IBAN Withdrawal')).toBe('ibanWithdrawal');
    expect(enumSlug('CryptoExchange')).toBe('cryptoexchange');
  });

  it('every value of every kind has an English and a French label', () => {
    for (const kind of Object.keys(SERVER_ENUMS) as ServerEnumKind[]) {
      for (const value of SERVER_ENUMS[kind]) {
        const slug = enumSlug(value);
        expect([kind, value, (enLocale as unknown as Tree).enum?.[kind]?.[slug]]).toEqual([
          kind,
          value,
          expect.any(String),
        ]);
        expect([kind, value, (frLocale as unknown as Tree).enum?.[kind]?.[slug]]).toEqual([
          kind,
          value,
          expect.any(String),
        ]);
      }
    }
  });

  it('translates the words the server sends, whatever their case', async () => {
    await setLanguage('fr');
    expect(enumLabel('transactionType', 'Outgoing Wire')).toBe('Virement sortant');
    expect(enumLabel('transactionType', 'Card Top Up')).toBe('Rechargement de carte');
    expect(enumLabel('accountType', 'Wallet')).toBe('Portefeuille');
    expect(enumLabel('entryType', 'debit')).toBe('Débit');
    expect(enumLabel('status', 'Pending')).toBe('En attente');
    await setLanguage('en');
    expect(enumLabel('transactionType', 'Outgoing Wire')).toBe('Outgoing Wire');
  });

  it('shows an unknown value as it came, and nothing for no value', () => {
    expect(enumKey('status', 'Brand New')).toBeUndefined();
    expect(enumLabel('status', 'Brand New')).toBe('Brand New');
    expect(enumLabel('status', null)).toBe('');
  });
});
