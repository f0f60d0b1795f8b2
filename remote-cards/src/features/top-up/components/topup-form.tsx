import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Button,
  SelectField,
  TextField,
  formatCrypto,
  flowFormStyles as styles,
  cardNameLabel,
} from '@portal/shared';
import type { AmountRange } from '../../../lib/amount/amount-rules';
import { cardBalance, maskCardNumber } from '../../../lib/cards/card-format';
import type { Card, CryptoWallet, FiatAccount } from '../../../lib/contract-types';
import { useBaseLimit } from '../../../lib/api/get-base-limit';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { cryptoTopupSchema, fiatTopupSchema } from '../rules/topup-schema';
import type { TopupBody } from '../rules/topup-body';

type RuleContext = { range: AmountRange; wallets: readonly CryptoWallet[] };
type FormValues = {
  select_account: string;
  select_card: string;
  amount: string;
  select_crypto_account: string;
};
const EMPTY: FormValues = { select_account: '', select_card: '', amount: '', select_crypto_account: '' };

type TopupFormProps = {
  kind: 'fiat' | 'crypto';
  cards: readonly Card[];
  accounts: readonly FiatAccount[];
  wallets: readonly CryptoWallet[];
  busy: boolean;
  onContinue: (body: TopupBody) => void;
};

type Translate = ReturnType<typeof useCardsTranslation>['t'];

const useTopupResolver = (kind: TopupFormProps['kind'], t: Translate) => {
  // The limits follow the card chosen in this form: the resolver builds the schema from the form's context.
  return useMemo<Resolver<FormValues, RuleContext>>(
    () => (values, context, options) => {
      const { range, wallets: known } = context ?? { range: { currency: 'USD' }, wallets: [] };
      const schema =
        kind === 'fiat'
          ? fiatTopupSchema(t, () => range)
          : cryptoTopupSchema(
              t,
              () => range,
              () => known,
            );
      return valibotResolver(schema as never)(values, context, options as never) as ReturnType<
        Resolver<FormValues, RuleContext>
      >;
    },
    [kind, t],
  );
};

type Sources = Pick<TopupFormProps, 'cards' | 'accounts' | 'wallets'>;

/** The cards with their balance, the fiat accounts in the card's currency, the crypto wallets. */
const topupOptions = (t: Translate, { cards, accounts, wallets }: Sources, currency: string | undefined) => {
  const cardOptions = cards.map((c) => ({
    value: c.card_id,
    label: t('topUp.cardOption', {
      name: cardNameLabel(c.card_name),
      number: maskCardNumber(c.card_number),
      balance: cardBalance(c.total_available, c.card_currancy),
    }),
  }));
  const accountOptions = accounts
    .filter((a) => !currency || a.account_currency_type === currency)
    .map((a) => ({
      value: String(a.account_id_pk),
      label: `${a.account_currency_type} - ${a.account_number} (${cardBalance(a.available_balance, a.account_currency_type)})`,
    }));
  const walletOptions = wallets.map((w) => ({
    value: String(w.crypto_wallet_id),
    label: t('topUp.cryptoOption', {
      code: w.coin_code,
      balance: formatCrypto(w.total_available, w.coin_code),
    }),
  }));
  return { cardOptions, accountOptions, walletOptions };
};

/** What the server is sent: a crypto top-up debits the card's own account after the coin is sold. */
const topupBody = (kind: TopupFormProps['kind'], values: FormValues, cardAccount: string): TopupBody => {
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

/** One tab of /top-up-card: the card, the source (fiat account or crypto wallet) and the amount within the
 * card's top-up limits (getbaselimit in the card's currency). */
export const TopupForm = ({ kind, cards, accounts, wallets, busy, onContinue }: TopupFormProps) => {
  const { t } = useCardsTranslation();
  const resolver = useTopupResolver(kind, t);
  const [cardId, setCardId] = useState('');
  const card = cards.find((c) => c.card_id === cardId);
  const currency = card?.card_currancy ?? undefined;
  const limits = useBaseLimit(currency);
  const min = limits.data?.mincardtopup;
  const max = limits.data?.maxcardtopup;
  const context = useMemo<RuleContext>(
    () => ({ range: { min, max, currency: currency ?? 'USD' }, wallets }),
    [min, max, currency, wallets],
  );
  const { control, handleSubmit } = useForm<FormValues, RuleContext>({
    resolver,
    context,
    defaultValues: EMPTY,
  });
  const watchedCard = useWatch({ control, name: 'select_card' });
  if (watchedCard !== cardId) setCardId(watchedCard);

  const { cardOptions, accountOptions, walletOptions } = topupOptions(
    t,
    { cards, accounts, wallets },
    currency,
  );

  const onSubmit = handleSubmit((values) =>
    onContinue(topupBody(kind, values, String(card?.account_id_fk ?? ''))),
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-form={`topup-${kind}`}>
      <SelectField
        control={control}
        name="select_card"
        label={t('topUp.card')}
        options={cardOptions}
        placeholder={t('topUp.selectCardPlaceholder')}
      />
      {kind === 'fiat' ? (
        <SelectField
          control={control}
          name="select_account"
          label={t('topUp.account')}
          options={accountOptions}
          placeholder={t('topUp.selectAccountPlaceholder')}
        />
      ) : (
        <SelectField
          control={control}
          name="select_crypto_account"
          label={t('topUp.cryptoAccount')}
          options={walletOptions}
          placeholder={t('topUp.selectCryptoPlaceholder')}
        />
      )}
      <TextField
        control={control}
        name="amount"
        label={t('topUp.amount')}
        placeholder={t('topUp.amountPlaceholder')}
        inputMode="decimal"
      />
      {currency && limits.data?.maxcardtopup ? (
        <p className={styles.note}>
          {t('topUp.limits', {
            min: limits.data.mincardtopup ?? '0',
            max: limits.data.maxcardtopup,
            currency,
          })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" pending={busy}>
          {t('common.continue')}
        </Button>
      </div>
    </form>
  );
};
