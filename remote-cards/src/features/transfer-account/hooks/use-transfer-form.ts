import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useBaseLimits, useMoneyForm, type TransactionResult } from '@portal/shared';
import { quotedLimits } from '../../../lib/money/card-amount';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { useCardAccounts } from '../api/get-user-account-by-cards';
import { useWithdrawableCards } from '../api/get-user-cards-topup';
import { EMPTY_TRANSFER, transferSchema } from '../rules/transfer-schema';
import { useTransferFlow } from './use-transfer-flow';

/** The card → account money form: the chosen card decides the accounts offered (getuseraccountByCards), the
 * balance and the limits (getbaselimit minaccounttopup / maxaccounttopup) the schema holds the amount to. */
export const useTransferForm = () => {
  const { t } = useCardsTranslation();
  const cards = useWithdrawableCards();
  const [cardId, setCardId] = useState('');
  const card = cards.data?.data.find((c) => c.card_id === cardId);
  const currency = card?.card_currancy ?? undefined;
  const limits = useBaseLimits(currency).data;
  const accounts = useCardAccounts(cardId).data;
  const min = limits?.minaccounttopup;
  const max = limits?.maxaccounttopup;
  const schema = useMemo(
    () => transferSchema(t, { min, max, currency: currency ?? 'EUR', balance: card?.total_available }),
    [t, min, max, currency, card?.total_available],
  );
  const parties = useMemo(() => ({ card, accounts }), [card, accounts]);
  const flow = useTransferFlow(parties);
  const links = useMemo(() => {
    const always = [
      { to: '/dashboard', label: t('common.dashboard') },
      { to: '/my-cards-transactions', label: t('common.transactionList') },
    ];
    return (result: TransactionResult) =>
      result.outcome === 'success'
        ? [{ to: '/transfer-account', label: t('transferAccount.newWithdrawal') }, ...always]
        : always;
  }, [t]);
  const money = useMoneyForm({
    defaultValues: EMPTY_TRANSFER,
    schema,
    flow,
    mode: cards.data?.accounttopup,
    links,
  });
  const watched = useWatch({ control: money.form.control, name: 'card_id' });
  if (watched !== cardId) setCardId(watched);
  return { money, cards, card, accounts, currency, limits: quotedLimits(min, max) };
};
