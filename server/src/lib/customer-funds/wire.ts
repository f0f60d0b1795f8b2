import { providerBankFields } from '../../domain/provider';
import { sub } from '../../ledger/index';
import type { CardRow, LedgerAccount } from './owned';

// Wire shapes shared by the cards, exchange and lists answers.

/** Every answer shows only the last 4 digits (the full number only through cards/verify2FA). */
export const maskPan = (pan: string | null): string =>
  pan ? `${'*'.repeat(Math.max(pan.length - 4, 0))}${pan.slice(-4)}` : '';

export const available = (account: LedgerAccount | undefined): string =>
  account ? sub(account.balance, account.held) : '0';

export const fiatAccountWire = (a: LedgerAccount) => ({
  account_id_pk: String(a.id),
  account_number: a.accountNumber ?? '',
  account_currency_type: a.currency,
  available_balance: available(a),
  account_balance: a.balance,
  account_name: a.name,
  ...providerBankFields(a.currency),
});

export const cryptoWalletWire = (w: LedgerAccount) => ({
  crypto_wallet_id: String(w.id),
  crypto_id: w.cryptoId === null ? null : String(w.cryptoId),
  coin_code: w.currency,
  wallet_address: w.walletAddress,
  network: w.network,
  wallet_balance: w.balance,
  total_available: available(w),
  total_unavailable: w.held,
  wallet_address_status: w.walletAddressStatus,
});

export type CardContext = { productName?: string; balance?: LedgerAccount };

/** A card row for lists: masked PAN, no CVV ever (the CVV travels only through cards/verify2FA). */
export const cardWire = (card: CardRow, ctx: CardContext = {}) => {
  const active = card.status === 'Active';
  return {
    card_id: String(card.id),
    card_name: card.settings.card_name ?? ctx.productName ?? 'Card',
    card_number: maskPan(card.cardNumber),
    exp_month: active ? card.expMonth : null,
    exp_year: active ? card.expYear : null,
    card_customer_name: card.customerName,
    card_currancy: card.currency,
    total_available: available(ctx.balance),
    card_balance: ctx.balance?.balance ?? '0',
    cardtypename: ctx.productName ?? '',
    usercard_status: card.status,
    account_id_fk: card.accountId === null ? null : String(card.accountId),
  };
};

export const currencySymbol = (currency: string): string => ({ USD: '$', EUR: '€' })[currency] ?? currency;
