import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useBaseLimits, useMoneyForm } from '@portal/shared';
import { quotedLimits } from '../../../lib/money/card-amount';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { EMPTY_TOPUP, topupSchema, type TopupKind } from '../rules/topup-schema';
import { useTopupFlow, type TopupSources } from './use-topup-flow';

type Links = { to: string; label: string }[];

/** One tab's money form: the chosen card's currency decides the accounts offered and the limits (getbaselimit
 * mincardtopup / maxcardtopup), which reach the form's schema once they arrive. */
export const useTopupForm = (
  kind: TopupKind,
  sources: TopupSources,
  mode: string | null | undefined,
  links: Links,
) => {
  const { t } = useCardsTranslation();
  const [cardId, setCardId] = useState('');
  const card = sources.cards.find((c) => c.card_id === cardId);
  const currency = card?.card_currancy ?? undefined;
  const limits = useBaseLimits(currency).data;
  const min = limits?.mincardtopup;
  const max = limits?.maxcardtopup;
  const schema = useMemo(
    () => topupSchema(t, kind, { min, max, currency: currency ?? 'EUR' }, sources.wallets),
    [t, kind, min, max, currency, sources.wallets],
  );
  const flow = useTopupFlow(kind, sources);
  const money = useMoneyForm({ defaultValues: EMPTY_TOPUP, schema, flow, mode, links });
  const watched = useWatch({ control: money.form.control, name: 'select_card' });
  if (watched !== cardId) setCardId(watched);
  return { money, currency, limits: quotedLimits(min, max) };
};
