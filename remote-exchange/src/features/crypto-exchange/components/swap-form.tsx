import type { FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button, SelectField, TextField, formatAmount, flowFormStyles as styles } from '@portal/shared';
import { walletOptions } from '../../../lib/exchange-options';
import type { ExchangeWallet } from '../../../lib/trades/trade-rows';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import type { SwapFacts } from '../hooks/use-swap-form';
import type { SwapValues } from '../rules/order-schema';

export type SwapFormProps = {
  wallets: readonly ExchangeWallet[];
  /** The kit money form's react-hook-form. */
  form: UseFormReturn<SwapValues>;
  facts: SwapFacts;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
};

/** Swap: from-coin, to-coin (different), amount in the from-coin within its swap limits and balance. */
export const SwapForm = ({ wallets, form, facts, pending, onSubmit }: SwapFormProps) => {
  const { t } = useExchangeTranslation();
  const { coin, min, max, balance } = facts;
  const options = walletOptions(wallets, t);
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
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
        <Button type="submit" pending={pending}>
          {t('cryptoExchange.form.swap')}
        </Button>
      </div>
    </form>
  );
};
