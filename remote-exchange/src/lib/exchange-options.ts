import { formatCrypto, formatFiat } from '@portal/shared';
import type { Translate } from '@portal/shared';
import type { ExchangeAccount, ExchangeWallet } from './trades/trade-rows';

/** Spec 03 §9: fiat accounts EUR first, then USD (then anything else). */
const FIAT_ORDER = ['EUR', 'USD'];
export const sortAccounts = (accounts: readonly ExchangeAccount[]): ExchangeAccount[] =>
  [...accounts].sort((a, b) => rank(a.account_currency_type) - rank(b.account_currency_type));
const rank = (currency: string) => {
  const index = FIAT_ORDER.indexOf(currency.toUpperCase());
  return index < 0 ? FIAT_ORDER.length : index;
};

/** USDC is labelled ERC 20 (spec 03 §9). */
export const coinLabel = (coin: string): string =>
  coin.toUpperCase() === 'USDC' ? `${coin} (ERC 20)` : coin;

export const walletOptions = (wallets: readonly ExchangeWallet[], t: Translate) =>
  wallets.map((w) => ({
    value: w.crypto_wallet_id,
    label: t('cryptoExchange.form.walletOption', {
      coin: coinLabel(w.coin_code),
      balance: formatCrypto(w.total_available),
    }),
  }));

export const accountOptions = (accounts: readonly ExchangeAccount[], t: Translate) =>
  sortAccounts(accounts).map((a) => ({
    value: a.account_id_pk,
    label: t('cryptoExchange.form.accountOption', {
      currency: a.account_currency_type,
      number: a.account_number ?? '',
      balance: formatFiat(accountBalance(a), a.account_currency_type),
    }),
  }));

/** What an order may take from an account: the available balance, else the balance. */
export const accountBalance = (account: ExchangeAccount | undefined): string =>
  account?.available_balance ?? account?.account_balance ?? '0';
