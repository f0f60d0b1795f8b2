import type { MessageLanguage } from '../i18n/translate-message';

/** The provider's own details, printed on statements, exports and every bank-detail answer: the one home of its
 * legal identity and of its bank details (decision 151). */
export const PROVIDER = {
  name: 'Portal Payments Ltd',
  address: '1 Finsbury Avenue, London EC2M 2PP',
  country: 'United Kingdom',
  website: 'portal-payments.example',
  legal: {
    en: {
      country: 'United Kingdom',
      registration: 'Registered in England and Wales, company number 12345678',
      authorisation:
        'Authorised by the Financial Conduct Authority under the Electronic Money Regulations 2011 ' +
        '(firm reference number 900123) for the issuing of electronic money',
    },
    fr: {
      country: 'Royaume-Uni',
      registration: 'Société immatriculée en Angleterre et au pays de Galles sous le numéro 12345678',
      authorisation:
        'Établissement agréé par la Financial Conduct Authority au titre des Electronic Money Regulations 2011 ' +
        '(numéro de référence 900123) pour l’émission de monnaie électronique',
    },
  },
} as const;

/** The provider's legal lines (name and address, registration, authorisation) in the caller's language. */
export const providerLegal = (lang: MessageLanguage) => ({
  identity: `${PROVIDER.name}, ${PROVIDER.address}, ${PROVIDER.legal[lang].country}`,
  ...PROVIDER.legal[lang],
});

/** The bank's address, its country in the caller's language. */
export const providerBankAddress = (lang: MessageLanguage): string =>
  `${PROVIDER.address}, ${PROVIDER.legal[lang].country}`;

/** The bank every account of the portal is held at: one name, one BIC, one sort code. */
export const PROVIDER_BANK = {
  bankName: PROVIDER.name,
  bic: 'PORTGB2L',
  bankCode: 'PORT',
  /** UK sort code: the routing number of GBP/EUR payments into a UK account. */
  sortCode: '601613',
  /** ABA routing number of the provider's USD receiving account (domestic US wires). */
  abaRoutingNumber: '026073150',
} as const;

/** ISO 13616 check digits: the country code and "00" moved behind the account, letters as 10–35, mod 97. */
const checkDigits = (country: string, bban: string) => {
  const digits = [...`${bban}${country}00`]
    .map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char))
    .join('');
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return String(98 - rest).padStart(2, '0');
};

/** A UK IBAN at the provider's bank for an 8-digit account number: GBkk PORT 601613 nnnnnnnn. */
export const providerIban = (accountNumber: string): string => {
  const bban = `${PROVIDER_BANK.bankCode}${PROVIDER_BANK.sortCode}${accountNumber.padStart(8, '0').slice(-8)}`;
  return `GB${checkDigits('GB', bban)}${bban}`;
};

/** The routing number a payment in the currency is sent with: ABA for USD, the sort code otherwise. */
export const routingNumberFor = (currency: string): string =>
  currency.toUpperCase() === 'USD' ? PROVIDER_BANK.abaRoutingNumber : PROVIDER_BANK.sortCode;

type ClientAccount = {
  currency: 'EUR' | 'USD';
  accountName: string;
  accountNumber: string;
};

const CLIENT_ACCOUNTS: readonly ClientAccount[] = [
  { currency: 'EUR', accountName: `${PROVIDER.name} – Client Funds EUR`, accountNumber: '31926819' },
  { currency: 'USD', accountName: `${PROVIDER.name} – Client Funds USD`, accountNumber: '31926827' },
];

/** The provider's client-funds accounts a customer pays into (deposit page, Buy preview), each field under its
 * own name: the IBAN is not an account number and the BIC is not a routing number. */
export const providerClientAccounts = () =>
  CLIENT_ACCOUNTS.map((account) => ({
    ...account,
    iban: providerIban(account.accountNumber),
    routingNumber: routingNumberFor(account.currency),
    swiftCode: PROVIDER_BANK.bic,
    bankName: PROVIDER_BANK.bankName,
  }));

/** The bank fields of any account held at the provider, as the answers name them (routing number by currency). */
export const providerBankFields = (currency: string) => ({
  routing_number: routingNumberFor(currency),
  swift_code: PROVIDER_BANK.bic,
  bank_name: PROVIDER_BANK.bankName,
});

/** A provider's client-funds account (admin bank account, spec 02/03) as answers carry it: the row gives id and
 * currency, this module every bank detail; `iban_number` beside the spec's fields. */
export const adminAccountAnswer = (row: { id: number; currency: string; accountName: string }) => {
  const account = providerClientAccounts().find((a) => a.currency === row.currency.toUpperCase());
  return {
    admin_account_id_pk: String(row.id),
    account_name: account?.accountName ?? row.accountName,
    account_number: account?.accountNumber ?? '',
    iban_number: account?.iban ?? null,
    ...providerBankFields(row.currency),
    account_currency_type: row.currency,
  };
};
