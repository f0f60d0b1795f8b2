import type { TopupKind, TopupValues } from './topup-schema';

/** What both top-ups send; select_crypto_account only from the Crypto Top Up tab. */
export type TopupBody = {
  select_account: string;
  select_card: string;
  amount: string;
  select_crypto_account?: string;
};

/** A crypto top-up debits the card's own account after the coin is sold: that account is sent. */
export const topupBody = (kind: TopupKind, values: TopupValues, cardAccount: string): TopupBody => {
  const amount = values.amount.trim();
  if (kind === 'fiat')
    return { select_account: values.select_account, select_card: values.select_card, amount };
  return {
    select_account: cardAccount,
    select_card: values.select_card,
    amount,
    select_crypto_account: values.select_crypto_account,
  };
};
