import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Button,
  Loader,
  TransactionResultModal,
  flowFormStyles as styles,
  cardNameLabel,
} from '@portal/shared';
import { useBaseLimit } from '../../../lib/api/get-base-limit';
import { cardBalance, maskCardNumber } from '../../../lib/cards/card-format';
import { CardsPage } from '../../../lib/cards-page';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import page from '../components/transfer-account.module.css';
import { useCardAccounts } from '../api/get-user-account-by-cards';
import { useWithdrawableCards } from '../api/get-user-cards-topup';
import { TransferFields } from '../components/transfer-fields';
import { useTransferFlow } from '../hooks/use-transfer-flow';
import { useTransferParties } from '../hooks/use-transfer-parties';
import { transferSchema, type TransferInput, type TransferRules } from '../rules/transfer-schema';

type Translate = ReturnType<typeof useCardsTranslation>['t'];
type CardRow = NonNullable<ReturnType<typeof useWithdrawableCards>['data']>['data'][number];
type AccountRow = NonNullable<ReturnType<typeof useCardAccounts>['data']>[number];

const cardOption = (t: Translate, c: CardRow) => ({
  value: c.card_id,
  label: t('transferAccount.cardOption', {
    name: cardNameLabel(c.card_name),
    number: maskCardNumber(c.card_number),
    balance: cardBalance(c.total_available, c.card_currancy),
  }),
});
const accountOption = (a: AccountRow) => ({
  value: String(a.account_id_pk),
  label: `${a.account_currency_type} - ${a.account_number}`,
});

const EMPTY: TransferInput = { card_id: '', account_id: '', amount: '', causal: '' };

/** /transfer-account: money from an Active card back to a fiat account of its currency. */
export const TransferAccountPage = () => {
  const { t } = useCardsTranslation();
  const cards = useWithdrawableCards();
  const resolver = useMemo<Resolver<TransferInput, TransferRules>>(
    () => (values, context, options) =>
      valibotResolver(transferSchema(t, context ?? { range: { currency: 'USD' }, balance: '0' }))(
        values,
        context,
        options,
      ),
    [t],
  );
  const list = cards.data?.data ?? [];
  // The rules follow the chosen card: they reach the resolver as the form's context.
  const [cardId, setCardId] = useState('');
  const card = list.find((c) => c.card_id === cardId);
  const currency = card?.card_currancy ?? 'USD';
  const limits = useBaseLimit(card?.card_currancy ?? undefined);
  const accounts = useCardAccounts(cardId);
  const rules = useMemo<TransferRules>(
    () => ({
      range: { min: limits.data?.minaccounttopup, max: limits.data?.maxaccounttopup, currency },
      balance: card?.total_available,
    }),
    [limits.data, currency, card?.total_available],
  );
  const form = useForm<TransferInput, TransferRules>({ resolver, context: rules, defaultValues: EMPTY });
  const values = useWatch({ control: form.control });
  if ((values.card_id ?? '') !== cardId) setCardId(values.card_id ?? '');
  const parties = useTransferParties(card, accounts.data);
  const flow = useTransferFlow(cards.data?.accounttopup, () => form.reset(EMPTY), parties);
  const onSubmit = form.handleSubmit((typed) => flow.start({ ...typed, currency }));

  const links = [
    { to: '/dashboard', label: t('common.dashboard') },
    { to: '/my-cards-transactions', label: t('common.transactionList') },
  ];

  return (
    <CardsPage titleKey="transferAccount">
      {cards.isPending ? <Loader variant="block" /> : null}
      {!cards.isPending && !list.length ? <p>{t('transferAccount.noActiveCard')}</p> : null}
      <form
        className={`${styles.form} ${page.narrow}`}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        data-form="transfer-account"
      >
        <TransferFields
          control={form.control}
          cardOptions={list.map((c) => cardOption(t, c))}
          accountOptions={(accounts.data ?? []).map(accountOption)}
          card={card}
          limits={limits.data}
          currency={currency}
        />
        <div className={styles.actions}>
          <Link to="/my-cards">{t('common.cancel')}</Link>
          <Button type="submit" pending={flow.busy}>
            {t('common.submit')}
          </Button>
        </div>
      </form>
      {flow.dialog}
      <TransactionResultModal
        result={flow.result}
        onClose={flow.clearResult}
        onRetry={flow.clearResult}
        links={
          flow.result?.outcome === 'success'
            ? [{ to: '/transfer-account', label: t('transferAccount.newWithdrawal') }, ...links]
            : links
        }
      />
    </CardsPage>
  );
};
