import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Loader, SelectField, TextField, usePhoneCodeOptions } from '@portal/shared';
import { CardsPage } from '../../../lib/cards-page';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { useCardProductForm } from '../api/get-card-details';
import { useSubmitVirtual } from '../api/submit-virtual';
import { ProductSummary } from '../components/product-summary';
import { RequestActions } from '../components/request-actions';
import styles from '../components/request-card.module.css';
import { useProductId } from '../components/use-product-id';
import { useRequestSubmit } from '../components/use-request-submit';
import { DEFAULT_PHONE_CODE, virtualSchema, type VirtualInput } from '../rules/request-schemas';

const EMPTY: VirtualInput = {
  phonecode: DEFAULT_PHONE_CODE,
  phonenumber: '',
  account: '',
  password: '',
  confirm: '',
};

/** /virtual-card: phone (+34 by default), account and the 3DS password with its confirmation. */
export const VirtualCardPage = () => {
  const { t } = useCardsTranslation();
  const cardid = useProductId('virtual');
  const form = useCardProductForm(cardid);
  const schema = useMemo(() => virtualSchema(t), [t]);
  const { control, handleSubmit } = useForm<VirtualInput>({
    resolver: valibotResolver(schema),
    defaultValues: EMPTY,
  });
  const submit = useSubmitVirtual();
  const send = useRequestSubmit();
  const product = form.data?.data[0];
  const phoneCodes = usePhoneCodeOptions(form.data?.countryarray);
  const accounts = (form.data?.accountarray ?? []).map((a) => ({
    value: String(a.account_id_pk),
    label: `${a.account_currency_type} - ${a.account_number}`,
  }));
  const onSubmit = handleSubmit(({ phonecode, phonenumber, account, password }) =>
    send(() =>
      submit.mutateAsync({ body: { cardid: cardid ?? '', phonecode, phonenumber, account, password } }),
    ),
  );

  return (
    <CardsPage titleKey="virtualCard">
      {product ? (
        <ProductSummary product={product} />
      ) : (
        <Loader variant="block" label={t('requestCard.loading')} />
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate data-form="virtual-card">
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
          name="account"
          label={t('requestCard.account')}
          options={accounts}
          placeholder={t('requestCard.selectAccountPlaceholder')}
        />
        <TextField
          control={control}
          name="password"
          type="password"
          label={t('requestCard.password')}
          autoComplete="new-password"
        />
        <TextField
          control={control}
          name="confirm"
          type="password"
          label={t('requestCard.confirmPassword')}
          autoComplete="new-password"
        />
        <div className={styles.wide}>
          <RequestActions pending={submit.isPending} />
        </div>
      </form>
    </CardsPage>
  );
};
