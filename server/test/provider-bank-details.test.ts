import { call, useHarness } from './support/harness';
import { funded, get, prepare } from './wallets-kit';

// Issue 44 item 9: the IBAN page, the deposit page (and the Buy preview, which reads the same admin accounts) and
// the dashboard's wallet cards name one bank: one bank name, one BIC, IBANs that pass their check digits, and a
// routing number that is neither the BIC nor the account number.
const h = useHarness();
beforeEach(() => prepare(h));

/** ISO 13616: the first four characters moved to the end, letters as 10–35, the number mod 97 is 1. */
const validIban = (iban: string) => {
  const digits = [...`${iban.slice(4)}${iban.slice(0, 4)}`]
    .map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char))
    .join('');
  return [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0) === 1;
};

type Admin = Record<string, string | null>;

test('the IBAN page, the deposit accounts and the wallets give one bank, each detail under its own name', async () => {
  const { token } = await funded(h);
  const iban = (await get(h, token, 'user/account/get-iban-bank-account')).json.data;
  const admins: Admin[] = (await get(h, token, 'user/account/getadminaccoundsbyid')).json.data;
  const wallets: Admin[] = (await get(h, token, 'user/account/getuseraccoundsbyid')).json.data;

  expect(validIban(iban.iban_number)).toBe(true);
  expect(iban.iban_number).toMatch(/^GB\d{2}PORT601613\d{8}$/);
  const bank = { name: iban.iban_bank_name, bic: iban.iban_swift_code };
  expect(bank).toEqual({ name: 'Portal Payments Ltd', bic: 'PORTGB2L' });
  expect(iban.iban_bank_address).toBe('1 Finsbury Avenue, London EC2M 2PP, United Kingdom');

  expect(admins.map((a) => a.account_currency_type)).toEqual(['EUR', 'USD']);
  for (const a of [...admins, ...wallets]) {
    expect([a.bank_name, a.swift_code]).toEqual([bank.name, bank.bic]);
    // A routing number is a sort code (6 digits) or an ABA number (9): never the BIC, never the account number.
    expect(a.routing_number).toMatch(a.account_currency_type === 'USD' ? /^\d{9}$/ : /^\d{6}$/);
    expect(a.routing_number).not.toBe(a.account_number);
  }
  const [eur, usd] = admins as [Admin, Admin];
  expect(eur.routing_number).toBe('601613');
  expect(usd.routing_number).toBe('026073150');
  for (const a of admins) {
    expect(a.account_number).toMatch(/^\d{8}$/);
    expect(validIban(a.iban_number!)).toBe(true);
    // The client-funds IBAN holds its account number behind the provider's bank code and sort code.
    expect(a.iban_number!.slice(4)).toBe(`PORT601613${a.account_number}`);
  }
  expect(eur.account_name).toBe('Portal Payments Ltd – Client Funds EUR');
  const french = await call(h, 'GET', 'user/account/get-iban-bank-account', {
    token,
    headers: { 'accept-language': 'fr' },
  });
  expect(french.json.data.iban_bank_address).toBe('1 Finsbury Avenue, London EC2M 2PP, Royaume-Uni');
});
