import { Link } from 'react-router-dom';
import { Button, Loader, flowFormStyles as styles } from '@portal/shared';
import { CardsPage } from '../../../lib/cards-page';
import { accountOption, cardOption } from '../../../lib/money/card-options';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import page from '../components/transfer-account.module.css';
import { TransferFields } from '../components/transfer-fields';
import { useTransferForm } from '../hooks/use-transfer-form';

/** /transfer-account: money from an Active card back to a fiat account of its currency, on the kit's money
 * form (the review before any money moves, the result with the same figures). */
export const TransferAccountPage = () => {
  const { t } = useCardsTranslation();
  const { money, cards, card, accounts, currency, limits } = useTransferForm();
  const list = cards.data?.data ?? [];

  return (
    <CardsPage titleKey="transferAccount">
      {cards.isPending ? <Loader variant="block" /> : null}
      {!cards.isPending && !list.length ? <p>{t('transferAccount.noActiveCard')}</p> : null}
      <form
        className={`${styles.form} ${page.narrow}`}
        onSubmit={money.onSubmit}
        noValidate
        data-form="transfer-account"
      >
        <TransferFields
          control={money.form.control}
          cardOptions={list.map((c) => cardOption(t, c))}
          accountOptions={(accounts ?? []).map((a) => accountOption(a))}
          card={card}
          limits={limits}
          currency={currency}
        />
        <div className={styles.actions}>
          <Link to="/my-cards">{t('common.cancel')}</Link>
          <Button type="submit" pending={money.pending}>
            {t('common.submit')}
          </Button>
        </div>
      </form>
      {money.dialogs}
    </CardsPage>
  );
};
