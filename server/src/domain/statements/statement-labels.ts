// The words of a statement file, in the customer's language (the file is written on the server).

export type StatementLanguage = 'en' | 'fr';

const KINDS: Record<string, { en: string; fr: string }> = {
  'seed-deposit': { en: 'Opening deposit', fr: 'Dépôt initial' },
  'fiat-deposit': { en: 'Deposit', fr: 'Dépôt' },
  'internal-transfer': { en: 'Internal transfer', fr: 'Virement interne' },
  'outgoing-wire': { en: 'Outgoing wire', fr: 'Virement sortant' },
  'wallet-to-iban': { en: 'Wallet to IBAN account', fr: 'Portefeuille vers compte IBAN' },
  'iban-to-wallet': { en: 'IBAN account to wallet', fr: 'Compte IBAN vers portefeuille' },
  'iban-credit': { en: 'Incoming transfer', fr: 'Virement reçu' },
  'iban-withdrawal': { en: 'IBAN withdrawal', fr: 'Retrait IBAN' },
  'exchange-buy': { en: 'Crypto buy', fr: 'Achat de crypto' },
  'exchange-sell': { en: 'Crypto sell', fr: 'Vente de crypto' },
  'exchange-swap': { en: 'Swap', fr: 'Échange' },
  'card-fee': { en: 'Card fee', fr: 'Frais de carte' },
  'card-topup': { en: 'Card top-up', fr: 'Rechargement de carte' },
  'card-topup-crypto': { en: 'Card top-up (crypto)', fr: 'Rechargement de carte (crypto)' },
  'card-usage': { en: 'Card purchase', fr: 'Achat par carte' },
  'card-to-account': { en: 'Card to account', fr: 'Carte vers compte' },
};

const WORDS = {
  en: {
    title: 'Account statement',
    holder: 'Account holder',
    account: 'Account number',
    iban: 'IBAN',
    card: 'Card',
    bic: 'BIC / SWIFT',
    currency: 'Currency',
    period: 'Period',
    issued: 'Issued',
    opening: 'Opening balance',
    closing: 'Closing balance',
    totalIn: 'Total paid in',
    totalOut: 'Total paid out',
    date: 'Date (UTC)',
    description: 'Description',
    reference: 'Reference',
    paidOut: 'Paid out',
    paidIn: 'Paid in',
    balance: 'Balance',
    none: 'No movements in this period.',
    page: 'Page',
    of: 'of',
    kinds: { wallet: 'Fiat wallet', iban: 'IBAN account', card: 'Card account' },
  },
  fr: {
    title: 'Relevé de compte',
    holder: 'Titulaire du compte',
    account: 'Numéro de compte',
    iban: 'IBAN',
    card: 'Carte',
    bic: 'BIC / SWIFT',
    currency: 'Devise',
    period: 'Période',
    issued: 'Émis le',
    opening: 'Solde initial',
    closing: 'Solde final',
    totalIn: 'Total des crédits',
    totalOut: 'Total des débits',
    date: 'Date (UTC)',
    description: 'Libellé',
    reference: 'Référence',
    paidOut: 'Débit',
    paidIn: 'Crédit',
    balance: 'Solde',
    none: 'Aucun mouvement sur cette période.',
    page: 'Page',
    of: 'sur',
    kinds: { wallet: 'Portefeuille fiat', iban: 'Compte IBAN', card: 'Compte carte' },
  },
} as const;

export type StatementWords = (typeof WORDS)[StatementLanguage];

export const statementWords = (lang: StatementLanguage): StatementWords => WORDS[lang];

/** A movement's description from its ledger transaction kind; an unknown kind reads as its words. */
export const describeKind = (kind: string, lang: StatementLanguage): string => {
  const known = KINDS[kind]?.[lang];
  if (known) return known;
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Amounts as the language writes them: 1,234.56 / 1 234,56 (the currency's decimals). */
export const formatAmount = (amount: string, places: number, lang: StatementLanguage): string => {
  const [whole = '0', fraction = ''] = (amount.startsWith('-') ? amount.slice(1) : amount).split('.');
  const sign = amount.startsWith('-') && /[1-9]/.test(amount) ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'fr' ? '\u00a0' : ',');
  const decimals = fraction.padEnd(places, '0').slice(0, places);
  return `${sign}${grouped}${places > 0 ? (lang === 'fr' ? ',' : '.') + decimals : ''}`;
};

const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£' };

/** An amount with its currency, as the language writes it: € 1,234.56 (the portal's style) / 1 234,56 €. */
export const formatMoney = (
  amount: string,
  currency: string,
  places: number,
  lang: StatementLanguage,
): string => {
  const number = formatAmount(amount, places, lang);
  const symbol = SYMBOLS[currency.toUpperCase()] ?? currency.toUpperCase();
  if (lang === 'fr') return `${number}\u00a0${symbol}`;
  return number.startsWith('-') ? `-${symbol} ${number.slice(1)}` : `${symbol} ${number}`;
};

/** 2026-11-25 14:03 (UTC): unambiguous in both languages and sortable. */
export const formatBookedAt = (at: Date): string => at.toISOString().slice(0, 16).replace('T', ' ');
