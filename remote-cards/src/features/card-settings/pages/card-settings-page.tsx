import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Loader, DetailRows, StatementAction, useEnumLabel, cardNameLabel } from '@portal/shared';
import { CardVisual } from '../../../lib/card-visual/card-visual';
import { useCvvReveal } from '../../../lib/card-visual/use-cvv-reveal';
import { CardsPage } from '../../../lib/cards-page';
import { formatExpiry, groupCardNumber, maskCardNumber } from '../../../lib/cards/card-format';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { useCardDetails } from '../api/get-card-details-by-id';
import styles from '../components/card-settings.module.css';
import { FreezeModal } from '../components/freeze-modal';
import { LimitModal } from '../components/limit-modal';
import { ServicesPanel } from '../components/services-panel';
import { isFrozen } from '../rules/limit-schema';

type Details = NonNullable<ReturnType<typeof useCardDetails>['data']>;
type DetailsProps = {
  cardId: string;
  details: Details;
  fullNumber: string | undefined;
  onToggle: () => void;
};

/** The card's details; its number masked to the last 4 until the authenticator step reveals it. */
const DetailsPanel = ({ cardId, details, fullNumber, onToggle }: DetailsProps) => {
  const { t } = useCardsTranslation();
  const label = useEnumLabel();
  const row = details.data[0];
  if (!row) return null;
  return (
    <section className={styles.panel}>
      <DetailRows
        rows={[
          { label: t('cardSettings.cardName'), value: cardNameLabel(row.card_name) },
          { label: t('cardSettings.currency'), value: row.card_currancy ?? '' },
          {
            label: t('cardSettings.cardNumber'),
            value: fullNumber ? groupCardNumber(fullNumber) : maskCardNumber(row.card_number),
          },
          { label: t('cardSettings.cardStatus'), value: label('status', row.usercard_status) },
          { label: t('cardSettings.expireDate'), value: formatExpiry(row.exp_month, row.exp_year) },
          {
            label: t('cardSettings.linkedAccount'),
            value: details.accnumber?.[0]?.account_number ?? '',
          },
        ]}
      />
      {row.usercard_status === 'Active' ? (
        <Button variant="link" aria-pressed={!!fullNumber} onClick={onToggle}>
          {t(fullNumber ? 'cardSettings.hideNumber' : 'cardSettings.showNumber')}
        </Button>
      ) : null}
      <StatementAction
        target={{ source: 'card', ref: cardId }}
        accountLabel={[cardNameLabel(row.card_name), maskCardNumber(row.card_number)]
          .filter(Boolean)
          .join(' ')}
      />
    </section>
  );
};

/** /card-settings/:id: the card (masked number, CVV behind the authenticator), its details (the number masked
 * to the last 4; the full number behind the same authenticator step, PCI DSS 3.4.1), limits, freeze and
 * services. */
export const CardSettingsPage = () => {
  const { t } = useCardsTranslation();
  const cardId = useParams().id ?? '';
  const query = useCardDetails(cardId);
  const cvv = useCvvReveal();
  const [editing, setEditing] = useState<'limits' | 'freeze' | null>(null);
  const details = query.data;
  const row = details?.data[0];
  const frozen = isFrozen(details?.api_card_data?.status);
  const blockedByProvider = details?.api_card_data?.blocked_by === 'provider';
  const fullNumber = cvv.numberOf(cardId);

  return (
    <CardsPage titleKey="cardSettings">
      <Link className={styles.back} to="/my-cards">
        {t('cardSettings.back')}
      </Link>
      {query.isPending && query.fetchStatus !== 'idle' ? (
        <Loader variant="block" label={t('cardSettings.loading')} />
      ) : null}
      {!row && !query.isFetching ? <p>{t('cardSettings.notFound')}</p> : null}
      {details && row ? (
        <div className={styles.layout}>
          <CardVisual
            card={{
              ...row,
              card_number: maskCardNumber(row.card_number),
              card_id: cardId,
              total_available: details.api_sub_account_data?.total_available ?? row.card_balance,
            }}
            cvv={cvv.cvvOf(cardId)}
            onToggleCvv={() => cvv.toggle(cardId)}
          />
          <DetailsPanel
            cardId={cardId}
            details={details}
            fullNumber={fullNumber}
            onToggle={() => cvv.toggle(cardId)}
          />
          <section className={styles.panel} data-panel="limits">
            <h2>
              <span>{t('cardSettings.limitPanel')}</span>
              <Button variant="link" onClick={() => setEditing('limits')}>
                {t('cardSettings.edit')}
              </Button>
            </h2>
            <p>{t('cardSettings.standard')}</p>
          </section>
          <section className={styles.panel} data-panel="freeze">
            <h2>
              <span>{t('cardSettings.freezePanel')}</span>
              <Button variant="link" onClick={() => setEditing('freeze')}>
                {t('cardSettings.edit')}
              </Button>
            </h2>
            <p data-frozen={frozen}>{t(frozen ? 'cardSettings.frozen' : 'cardSettings.notFrozen')}</p>
            {blockedByProvider ? (
              <p data-blocked-by="provider">{t('cardSettings.blockedByProvider')}</p>
            ) : null}
          </section>
          <ServicesPanel cardId={cardId} smsalert={row.smsalert} withdraw={row.withdraw_fromaccount} />
          <LimitModal
            open={editing === 'limits'}
            cardId={cardId}
            details={details}
            onClose={() => setEditing(null)}
          />
          <FreezeModal
            open={editing === 'freeze'}
            cardId={cardId}
            frozen={frozen}
            blockedByProvider={blockedByProvider}
            onClose={() => setEditing(null)}
          />
        </div>
      ) : null}
      {cvv.dialog}
    </CardsPage>
  );
};
