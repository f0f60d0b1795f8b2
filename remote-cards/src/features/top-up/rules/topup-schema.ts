import * as v from 'valibot';
import { amountIssue, type AmountRange } from '../../../lib/amount/amount-rules';
import type { CryptoWallet } from '../../../lib/contract-types';
import type { Translate } from '@portal/shared';

const picked = (message: string) => v.pipe(v.string(), v.minLength(1, message));

/** The range is read at validation time: it follows the card chosen in the same form. */
const cardAndAmount = (t: Translate, range: () => AmountRange) => ({
  select_card: picked(t('topUp.selectCard')),
  amount: v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      const issue = dataset.typed ? amountIssue(t, dataset.value, range()) : undefined;
      if (issue) addIssue({ message: issue });
    }),
  ),
});

/** Spec 03 §5 "Top-up" (Fiat tab): account and card required, amount > 0 within the card limits. */
export const fiatTopupSchema = (t: Translate, range: () => AmountRange) =>
  v.object({ select_account: picked(t('topUp.selectAccount')), ...cardAndAmount(t, range) });
export type FiatTopupInput = v.InferInput<ReturnType<typeof fiatTopupSchema>>;

/** Crypto tab: a crypto account whose wallet has an address instead of the fiat account (the card's own
 * account is sent as select_account). Wallets are read at validation time too. */
export const cryptoTopupSchema = (
  t: Translate,
  range: () => AmountRange,
  wallets: () => readonly CryptoWallet[],
) =>
  v.object({
    ...cardAndAmount(t, range),
    select_crypto_account: v.pipe(
      picked(t('topUp.selectCryptoAccount')),
      v.check(
        (id) => !id || !!wallets().find((w) => String(w.crypto_wallet_id) === id)?.wallet_address,
        t('topUp.generateWallet'),
      ),
    ),
  });
export type CryptoTopupInput = v.InferInput<ReturnType<typeof cryptoTopupSchema>>;
