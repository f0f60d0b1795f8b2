import { useEffect, useRef } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, useWatch } from 'react-hook-form';
import { Button, SelectField, TextField, formatAmount, flowFormStyles as styles } from '@portal/shared';
import { accountBalance, accountOptions, walletOptions } from '../../../lib/exchange-options';
import type { ExchangeAccount, ExchangeWallet } from '../../../lib/trades/trade-rows';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { useExchangeLimits } from '../api/get-exchange-limits';
import type { OrderBounds } from '../rules/order-rules';
import { type OrderValues, orderSchema } from '../rules/order-schema';

export type OrderSide = 'buy' | 'sell';

export type OrderFormProps = {
  side: OrderSide;
  accounts: readonly ExchangeAccount[];
  wallets: readonly ExchangeWallet[];
  pending: boolean;
  /** Resolves to the server's refusal of the order, shown under the amount. */
  onSubmit: (values: OrderValues) => Promise<string | undefined>;
  /** Bumped after a completed order: the form starts empty again. */
  resetSignal: number;
};

type NotesProps = {
  unit: string;
  min: string | undefined;
  max: string | undefined;
  balance: string;
  decimals: number;
  rate: string | undefined;
  coin: string | undefined;
  fiat: string | undefined;
};

/** The amount's limits and the balance in the form's unit, and the pair's last rate. */
const OrderNotes = ({ unit, min, max, balance, decimals, rate, coin, fiat }: NotesProps) => {
  const { t } = useExchangeTranslation();
  return (
    <>
      {unit ? (
        <p className={styles.note} data-limits>
          {min && max
            ? `${t('cryptoExchange.form.limits', { min: `${formatAmount(min, decimals)} ${unit}`, max: `${formatAmount(max, decimals)} ${unit}` })} · `
            : ''}
          {t('cryptoExchange.form.available', { balance: `${formatAmount(balance, decimals)} ${unit}` })}
        </p>
      ) : null}
      {rate && coin && fiat ? (
        <p className={styles.note}>
          {t('cryptoExchange.form.rates', {
            rate: `1 ${coin} = ${formatAmount(rate, 2)} ${fiat}`,
          })}
        </p>
      ) : null}
    </>
  );
};

/** Buy (amount in the account's currency) or Sell (amount in the coin): crypto, account, amount with the limits
 * of that unit (spec 03 §5), then the rate preview. */
export const OrderForm = ({ side, accounts, wallets, pending, onSubmit, resetSignal }: OrderFormProps) => {
  const { t } = useExchangeTranslation();
  const bounds = useRef<OrderBounds>({ currency: '' });
  const form = useForm<OrderValues>({
    resolver: (values, context, options) =>
      valibotResolver(orderSchema(t, () => bounds.current))(values, context, options),
    defaultValues: { crypto: '', account: '', amount: '' },
  });
  const [cryptoId, accountId] = useWatch({ control: form.control, name: ['crypto', 'account'] });
  const wallet = wallets.find((w) => w.crypto_wallet_id === cryptoId);
  const account = accounts.find((a) => a.account_id_pk === accountId);
  const fiat = account?.account_currency_type;
  const coin = wallet?.coin_code;
  const limits = useExchangeLimits(side === 'buy' ? fiat : coin).data;
  const unit = (side === 'buy' ? fiat : coin) ?? '';
  const min = side === 'buy' ? limits?.minbuycryptolimit : limits?.minsellcryptolimit;
  const max = side === 'buy' ? limits?.maxbuycryptolimit : limits?.maxsellcryptolimit;
  const balance = side === 'buy' ? accountBalance(account) : (wallet?.total_available ?? '0');
  const rate = limits?.cryptoexchangerates.find((r) => r.pair === `${coin}/${fiat}`)?.last_price;

  useEffect(() => {
    bounds.current = { min, max, currency: unit, balance };
  }, [min, max, unit, balance]);
  useEffect(() => {
    if (resetSignal > 0) form.reset();
  }, [resetSignal, form]);

  const decimals = side === 'buy' ? 2 : 8;
  const submit = form.handleSubmit(async (values) => {
    const refused = await onSubmit(values);
    if (refused) form.setError('amount', { message: refused });
  });
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t(`cryptoExchange.form.${side}Label`)}
      data-order={side}
    >
      <SelectField
        control={form.control}
        name="crypto"
        label={t('cryptoExchange.form.crypto')}
        placeholder={t('cryptoExchange.form.cryptoPlaceholder')}
        options={walletOptions(wallets, t)}
      />
      <SelectField
        control={form.control}
        name="account"
        label={t('cryptoExchange.form.account')}
        placeholder={t('cryptoExchange.form.accountPlaceholder')}
        options={accountOptions(accounts, t)}
      />
      <TextField
        control={form.control}
        name="amount"
        label={
          unit ? t('cryptoExchange.form.amount', { currency: unit }) : t('cryptoExchange.form.amountNoUnit')
        }
        placeholder={t('cryptoExchange.form.amountPlaceholder')}
        inputMode="decimal"
        autoComplete="off"
      />
      <OrderNotes
        unit={unit}
        min={min}
        max={max}
        balance={balance}
        decimals={decimals}
        rate={rate}
        coin={coin}
        fiat={fiat}
      />
      <div className={styles.actions}>
        <Button type="submit" pending={pending || form.formState.isSubmitting}>
          {t(`cryptoExchange.form.${side}`)}
        </Button>
      </div>
    </form>
  );
};
