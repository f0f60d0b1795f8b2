import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { modesOf } from '../../security/second-factor';
import { accountsOf, available, shown } from '../../lib/ledger-accounts';
import { coinNames, walletRow } from './wallets';

/** Wallets, fiat account summaries and the second-factor mode of crypto withdraw/transfer (otp). */
export const getAllCryptoHandler = defineHandler(endpoints['cryptoExchange.getAllCrypto'], async ({ db, userId }) => {
  const names = await coinNames(db);
  const wallets = await accountsOf(db, userId, 'crypto');
  const fiat = await accountsOf(db, userId, 'fiat');
  return ok({
    otp: (await modesOf(db, userId)).otp,
    accounts: fiat.map((a) => ({ account_id_pk: String(a.id), account_currency_type: a.currency, account_balance: shown(a.balance, a.currency), available_balance: shown(available(a), a.currency), account_name: a.name, account_number: a.accountNumber })),
    usercryptowallet: wallets.map((w) => walletRow(w, names)),
  });
});
