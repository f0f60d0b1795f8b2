import { useMemo } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Loader, SelectField, TextField, formatFiat, usePhoneCodeOptions } from '@portal/shared';
import { CardsPage } from '../../../lib/cards-page';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { useCardProductForm } from '../api/get-card-details';
import { useSubmitPhysical } from '../api/submit-physical';
import { ProductSummary } from '../components/product-summary';
import { RequestActions } from '../components/request-actions';
import styles from '../components/request-card.module.css';
import { useProductId } from '../components/use-product-id';
import { useRequestSubmit } from '../components/use-request-submit';
import { DEFAULT_PHONE_CODE, physicalSchema, type PhysicalInput } from '../rules/request-schemas';

const EMPTY: PhysicalInput = {
  first_name: '',
  last_name: '',
  account: '',
  address1: '',
  address2: '',
  postalcode: '',
  city: '',
  phonecode: DEFAULT_PHONE_CODE,
  phonenumber: '',
  delvalue: '',
};

/** The delivery address of the card. */
const AddressFields = ({ control }: { control: Control<PhysicalInput> }) => {
  const { t } = useCardsTranslation();
  return (
    <>
      <TextField
        control={control}
        name="address1"
        label={t('requestCard.address1')}
        autoComplete="address-line1"
      />
      <TextField
        control={control}
        name="address2"
        label={t('requestCard.address2')}
        autoComplete="address-line2"
      />
      <TextField
        control={control}
        name="postalcode"
        label={t('requestCard.postalCode')}
        autoComplete="postal-code"
      />
      <TextField control={control} name="city" label={t('requestCard.city')} autoComplete="address-level2" />
    </>
  );
};

type Translate = ReturnType<typeof useCardsTranslation>['t'];
type FormData = ReturnType<typeof useCardProductForm>['data'];

const accountOptions = (data: FormData) =>
  (data?.accountarray ?? []).map((a) => ({
    value: String(a.account_id_pk),
    label: `${a.account_currency_type} - ${a.account_number}`,
  }));

/** Each delivery option with its working days and both prices. */
const deliveryOptions = (data: FormData, t: Translate) =>
  (data?.delresult ?? []).map((d) => ({
    value: String(d.deliveryid),
    label: t('requestCard.deliveryOption', {
      name: d.dname,
      days: d.workingdays ?? '',
      usd: formatFiat(d.usdprice ?? '0', 'USD'),
      eur: formatFiat(d.europrice ?? '0', 'EUR'),
    }),
  }));

/** /physical-card: holder, account, address, phone (+34 by default) and a delivery option with its prices. */
export const PhysicalCardPage = () => {
  const { t } = useCardsTranslation();
  const cardid = useProductId('physical');
  const form = useCardProductForm(cardid);
  const schema = useMemo(() => physicalSchema(t), [t]);
  const { control, handleSubmit } = useForm<PhysicalInput>({
    resolver: valibotResolver(schema),
    defaultValues: EMPTY,
  });
  const submit = useSubmitPhysical();
  const send = useRequestSubmit();
  const product = form.data?.data[0];
  const phoneCodes = usePhoneCodeOptions(form.data?.countryarray);
  const accounts = accountOptions(form.data);
  const deliveries = deliveryOptions(form.data, t);
  const onSubmit = handleSubmit((values) =>
    send(() => submit.mutateAsync({ body: { ...values, cardid: cardid ?? '' } })),
  );

  return (
    <CardsPage titleKey="physicalCard">
      {product ? (
        <ProductSummary product={product} />
      ) : (
        <Loader variant="block" label={t('requestCard.loading')} />
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate data-form="physical-card">
        <TextField
          control={control}
          name="first_name"
          label={t('requestCard.firstName')}
          autoComplete="given-name"
        />
        <TextField
          control={control}
          name="last_name"
          label={t('requestCard.lastName')}
          autoComplete="family-name"
        />
        <SelectField
          control={control}
          name="account"
          label={t('requestCard.account')}
          options={accounts}
          placeholder={t('requestCard.selectAccountPlaceholder')}
        />
        <AddressFields control={control} />
        <SelectField
          control={control}
          name="phonecode"
          label={t('requestCard.phoneCode')}
          options={phoneCodes}
        />
        <TextField
          control={control}
          name="phonenumber"
          label={t('requestCard.phoneNumber')}
          inputMode="numeric"
          autoComplete="tel-national"
        />
        <SelectField
          control={control}
          name="delvalue"
          label={t('requestCard.delivery')}
          options={deliveries}
          placeholder={t('requestCard.selectDeliveryPlaceholder')}
        />
        <div className={styles.wide}>
          <RequestActions pending={submit.isPending} />
        </div>
      </form>
    </CardsPage>
  );
};
