import * as v from 'valibot';
import type { Translate } from '@portal/shared';
import { cardAmountField, type CardAmountRules } from '../../../lib/money/card-amount';

export type TransferValues = { card_id: string; account_id: string; amount: string; causal: string };
export const EMPTY_TRANSFER: TransferValues = { card_id: '', account_id: '', amount: '', causal: '' };

/** Spec 03 §5 "Card-to-account transfer": card and account chosen; amount numeric, not above the card balance
 * ('Not enough balance'), within min/max; causal required ('Enter Casual'). Rebuilt as the card's balance and
 * limits arrive. */
export const transferSchema = (t: Translate, rules: CardAmountRules) =>
  v.object({
    card_id: v.pipe(v.string(), v.minLength(1, t('transferAccount.selectCard'))),
    account_id: v.pipe(v.string(), v.minLength(1, t('transferAccount.selectAccount'))),
    amount: cardAmountField(t, rules),
    causal: v.pipe(v.string(), v.trim(), v.minLength(1, t('transferAccount.enterCasual'))),
  });
