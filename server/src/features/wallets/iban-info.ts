import { desc, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { ibanTransactions } from '../../db/schema/index';
import { wireDate } from '../../db/wire';
import { fiatFees } from '../../domain/fees';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { accountIn, accountsOf, available, shown } from '../../lib/ledger-accounts';

export const getIbanBalancesHandler = defineHandler(endpoints['account.getIbanAccountsBalance'], async ({ db, userId }) => {
  const eur = await accountIn(db, userId, 'iban', 'EUR');
  const usd = await accountIn(db, userId, 'iban', 'USD');
  const data = { ...(eur ? { eurAvailableBalance: shown(available(eur), 'EUR') } : {}), ...(usd ? { usdAvailableBalance: shown(available(usd), 'USD') } : {}) };
  return ok(data, 'Success', { site_fees: (await fiatFees(db)).internalTransferFees });
});

/** Bank details of the EUR IBAN account (the spec shows details for EUR only); null when there is none. */
export const getIbanBankAccountHandler = defineHandler(endpoints['account.getIbanBankAccount'], async ({ db, userId }) => {
  const eur = await accountIn(db, userId, 'iban', 'EUR');
  if (!eur) return ok(null, 'Bank account details not available');
  return ok({ iban_bank_name: eur.bankName, iban_swift_code: eur.swiftCode, iban_bank_address: '1 Finsbury Avenue, London EC2M 2PP', iban_number: eur.ibanNumber, account_currency_type: 'EUR' });
});

export const getIbanHistoryHandler = defineHandler(endpoints['account.getIbanTransactionHistory'], async ({ db, userId }) => {
  const accounts = await accountsOf(db, userId, 'iban');
  const rows = await db.select().from(ibanTransactions).where(eq(ibanTransactions.userId, userId)).orderBy(desc(ibanTransactions.createdAt), desc(ibanTransactions.id));
  const sheet = (currency: string) => rows.filter((r) => r.currency === currency && accounts.some((a) => a.id === r.accountId)).map((r) => ({
    ibanabs_id: String(r.id), transaction_date: wireDate(r.createdAt), sender: r.sender, recipient: r.recipient, payment_status: r.status, payment_type: r.paymentType,
    debit_credit: r.debitCredit, amount: shown(r.amount, currency), currency, network_fee: shown(r.networkFee, currency), site_fee: shown(r.siteFee, currency),
  }));
  return ok({ EUR: sheet('EUR'), USD: sheet('USD') });
});
