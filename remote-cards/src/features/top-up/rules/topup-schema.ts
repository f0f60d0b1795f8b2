import * as v from 'valibot';
import type { Translate } from '@portal/shared';
import { cardAmountField, type CardAmountRules } from '../../../lib/money/card-amount';
import type { CryptoWallet } from '../../../lib/contract-types';

export type TopupKind = 'fiat' | 'crypto';
export type TopupValues = {
  select_card: string;
  select_account: string;
  select_crypto_account: string;
  amount: string;
};
export const EMPTY_TOPUP: TopupValues = {
  select_card: '',
  select_account: '',
  select_crypto_account: '',
  amount: '',
};

const picked = (message: string) => v.pipe(v.string(), v.minLength(1, message));

/** Spec 03 §5 "Top-up": the card and the source required ('Select your card', 'Select your account'), the
 * amount > 0 within the card's limits; the Crypto tab wants a crypto account ('Select Crypto Account') whose
 * wallet has an address ('Please generate your crypto wallet to proceed.'). Rebuilt as the card's limits arrive. */
export const topupSchema = (
  t: Translate,
  kind: TopupKind,
  rules: CardAmountRules,
  wallets: readonly CryptoWallet[],
) =>
  v.object({
    select_card: picked(t('topUp.selectCard')),
    select_account: kind === 'fiat' ? picked(t('topUp.selectAccount')) : v.string(),
    select_crypto_account:
      kind === 'crypto'
        ? v.pipe(
            picked(t('topUp.selectCryptoAccount')),
            v.check(
              (id) => !id || !!wallets.find((w) => String(w.crypto_wallet_id) === id)?.wallet_address,
              t('topUp.generateWallet'),
            ),
          )
        : v.string(),
    amount: cardAmountField(t, rules),
  }) satisfies v.GenericSchema<TopupValues>;
