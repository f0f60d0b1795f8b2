/** What both top-ups send; select_crypto_account only from the Crypto Top Up tab. */
export type TopupBody = {
  select_account: string;
  select_card: string;
  amount: string;
  select_crypto_account?: string;
};
