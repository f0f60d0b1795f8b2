import * as v from 'valibot';
import { compare, type Translate } from '@portal/shared';
import { amountIssue, type AmountRange } from '../../../lib/amount/amount-rules';

export type TransferRules = { range: AmountRange; balance: string | null | undefined };

/** Spec 03 §5 "Card-to-account transfer": card and account chosen; amount numeric, not above the card balance
 * ('Not enough balance'), within min/max; causal required ('Enter Casual'). */
export const transferSchema = (t: Translate, rules: TransferRules) =>
  v.object({
    card_id: v.pipe(v.string(), v.minLength(1, t('transferAccount.selectCard'))),
    account_id: v.pipe(v.string(), v.minLength(1, t('transferAccount.selectAccount'))),
    amount: v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const basic = amountIssue(t, dataset.value, { currency: rules.range.currency });
        const issue =
          basic ??
          (compare(dataset.value.trim(), rules.balance ?? '0') > 0
            ? t('common.notEnoughBalance')
            : amountIssue(t, dataset.value, rules.range));
        if (issue) addIssue({ message: issue });
      }),
    ),
    causal: v.pipe(v.string(), v.trim(), v.minLength(1, t('transferAccount.enterCasual'))),
  });
export type TransferInput = v.InferInput<ReturnType<typeof transferSchema>>;
