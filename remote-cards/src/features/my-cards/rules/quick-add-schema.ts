import * as v from 'valibot';
import type { Translate } from '@portal/shared';

/** Spec 03 §5 "Add virtual card (quick)": account required, card name required. */
export const quickAddSchema = (t: Translate) =>
  v.object({
    account: v.pipe(v.string(), v.minLength(1, t('myCards.selectAccount'))),
    title: v.pipe(v.string(), v.trim(), v.minLength(1, t('myCards.enterCardName'))),
  });

export type QuickAddInput = v.InferInput<ReturnType<typeof quickAddSchema>>;
