import { useEffect, useRef } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, useWatch } from 'react-hook-form';
import { Button, SelectField, TextField, formatAmount, flowFormStyles as styles } from '@portal/shared';
import { walletOptions } from '../../../lib/exchange-options';
import type { ExchangeWallet } from '../../../lib/trades/trade-rows';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { useExchangeLimits } from '../api/get-exchange-limits';
import type { OrderBounds } from '../rules/order-rules';
import { type SwapValues, swapSchema } from '../rules/order-schema';

export type SwapFormProps = {
  wallets: readonly ExchangeWallet[];
  pending: boolean;
  /** Resolves to the server's refusal of the order, shown under the amount. */
  onSubmit: (values: SwapValues) => Promise<string | undefined>;
  resetSignal: number;
};

/** Swap: from-coin, to-coin (different), amount in the from-coin within its swap limits and balance. */
export const SwapForm = ({ wallets, pending, onSubmit, resetSignal }: SwapFormProps) => {
  const { t } = useExchangeTranslation();
  const bounds = useRef<OrderBounds>({ currency: '' });
  const form = useForm<SwapValues>({
    resolver: (values, context, options) =>
      valibotResolver(swapSchema(t, bounds.current))(values, context, options),
    defaultValues: { from: '', to: '', amount: '' },
  });
  const fromId = useWatch({ control: form.control, name: 'from' });
  const from = wallets.find((w) => w.crypto_wallet_id === fromId);
  const coin = from?.coin_code;
  const limits = useExchangeLimits(coin).data;
  const min = limits?.minswapcryptolimit;
  const max = limits?.maxswapcryptolimit;
  const balance = from?.total_available ?? '0';

  useEffect(() => {
    bounds.current = { min, max, currency: coin ?? '', balance };
  }, [min, max, coin, balance]);
  useEffect(() => {
    if (resetSignal > 0) form.reset();
  }, [resetSignal, form]);

  const options = walletOptions(wallets, t);
  const submit = form.handleSubmit(async (values) => {
    const refused = await onSubmit(values);
    if (refused) form.setError('amount', { message: refused });
  });
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('cryptoExchange.form.swapLabel')}
      data-order="swap"
    >
      <SelectField
        control={form.control}
        name="from"
        label={t('cryptoExchange.form.from')}
        placeholder={t('cryptoExchange.form.cryptoPlaceholder')}
        options={options}
      />
      <SelectField
        control={form.control}
        name="to"
        label={t('cryptoExchange.form.to')}
        placeholder={t('cryptoExchange.form.cryptoPlaceholder')}
        options={options}
      />
      <TextField
        control={form.control}
        name="amount"
        label={
          coin ? t('cryptoExchange.form.amount', { currency: coin }) : t('cryptoExchange.form.amountNoUnit')
        }
        placeholder={t('cryptoExchange.form.amountPlaceholder')}
        inputMode="decimal"
        autoComplete="off"
      />
      {coin ? (
        <p className={styles.note} data-limits>
          {min && max
            ? `${t('cryptoExchange.form.limits', { min: `${formatAmount(min, 8)} ${coin}`, max: `${formatAmount(max, 8)} ${coin}` })} · `
            : ''}
          {t('cryptoExchange.form.available', { balance: `${formatAmount(balance, 8)} ${coin}` })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" pending={pending || form.formState.isSubmitting}>
          {t('cryptoExchange.form.swap')}
        </Button>
      </div>
    </form>
  );
};
