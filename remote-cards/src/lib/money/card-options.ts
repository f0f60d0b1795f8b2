import { cardNameLabel, formatCrypto, type ReviewParty, type Translate } from '@portal/shared';
import { cardBalance, maskCardNumber } from '../cards/card-format';

type CardLike = {
  card_id: string;
  card_name?: string | null;
  card_number?: string | null;
  card_currancy?: string | null;
  total_available?: string | null;
};
type AccountLike = {
  account_id_pk: string | number;
  account_number?: string | null;
  account_currency_type: string;
  available_balance?: string | null;
};
type WalletLike = {
  crypto_wallet_id: string | number;
  coin_code: string;
  wallet_address?: string | null;
  total_available?: string | null;
};
export type Option = { value: string; label: string };

/** The card pickers of the money forms: name, masked number and balance. */
export const cardOption = (t: Translate, card: CardLike): Option => ({
  value: card.card_id,
  label: t('common.cardOption', {
    name: cardNameLabel(card.card_name),
    number: maskCardNumber(card.card_number),
    balance: cardBalance(card.total_available, card.card_currancy),
  }),
});

/** "EUR - 4100000180", with its available balance where the account pays. */
export const accountOption = (account: AccountLike, withBalance = false): Option => ({
  value: String(account.account_id_pk),
  label:
    `${account.account_currency_type} - ${account.account_number ?? ''}` +
    (withBalance ? ` (${cardBalance(account.available_balance, account.account_currency_type)})` : ''),
});

export const walletOption = (t: Translate, wallet: WalletLike): Option => ({
  value: String(wallet.crypto_wallet_id),
  label: t('common.cryptoOption', {
    code: wallet.coin_code,
    balance: formatCrypto(wallet.total_available ?? '0', wallet.coin_code),
  }),
});

/** The review's parties: a card by its name and masked number, an account by its currency and number, a
 * crypto wallet by its coin and address. */
export const cardParty = (card: CardLike | undefined): ReviewParty => ({
  name: cardNameLabel(card?.card_name),
  detail: maskCardNumber(card?.card_number),
});
export const accountParty = (
  t: Translate,
  account: AccountLike | undefined,
  currency: string,
): ReviewParty => ({
  name: t('common.accountName', { currency: account?.account_currency_type ?? currency }),
  detail: account?.account_number ?? undefined,
});
export const walletParty = (t: Translate, wallet: WalletLike | undefined): ReviewParty => ({
  name: t('common.walletName', { code: wallet?.coin_code ?? '' }),
  detail: wallet?.wallet_address ?? undefined,
});
