import { Button, SelectField, flowFormStyles as styles } from '@portal/shared';
import { CardAmountInput } from '../../../lib/money/card-amount-input';
import { accountOption, cardOption, walletOption } from '../../../lib/money/card-options';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { useTopupForm } from '../hooks/use-topup-form';
import type { TopupSources } from '../hooks/use-topup-flow';
import type { TopupKind } from '../rules/topup-schema';

type TopupFormProps = TopupSources & {
  kind: TopupKind;
  /** The `cardtopup` second-factor setting. */
  mode: string | null | undefined;
  links: { to: string; label: string }[];
};

/** One tab of /top-up-card on the kit's money form: the card, the source (a fiat account of the card's currency
 * or a crypto wallet) and the amount within the card's top-up limits; Continue shows 'Transaction Details'. */
export const TopupForm = ({ kind, mode, links, ...sources }: TopupFormProps) => {
  const { t } = useCardsTranslation();
  const { money, currency, limits } = useTopupForm(kind, sources, mode, links);
  const { control } = money.form;
  const accounts = sources.accounts.filter((a) => !currency || a.account_currency_type === currency);

  return (
    <>
      <form className={styles.form} onSubmit={money.onSubmit} noValidate data-form={`topup-${kind}`}>
        <SelectField
          control={control}
          name="select_card"
          label={t('topUp.card')}
          options={sources.cards.map((card) => cardOption(t, card))}
          placeholder={t('topUp.selectCardPlaceholder')}
        />
        {kind === 'fiat' ? (
          <SelectField
            control={control}
            name="select_account"
            label={t('topUp.account')}
            options={accounts.map((account) => accountOption(account, true))}
            placeholder={t('topUp.selectAccountPlaceholder')}
          />
        ) : (
          <SelectField
            control={control}
            name="select_crypto_account"
            label={t('topUp.cryptoAccount')}
            options={sources.wallets.map((wallet) => walletOption(t, wallet))}
            placeholder={t('topUp.selectCryptoPlaceholder')}
          />
        )}
        <CardAmountInput
          control={control}
          name="amount"
          label={t('topUp.amount')}
          placeholder={t('topUp.amountPlaceholder')}
          limits={limits}
          currency={currency}
        />
        <div className={styles.actions}>
          <Button type="submit" pending={money.pending}>
            {t('common.continue')}
          </Button>
        </div>
      </form>
      {/* Outside the form: React events bubble through portals, and the code dialog submits a form of its own. */}
      {money.dialogs}
    </>
  );
};
