import type { FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button, SelectField, TextField, formatAmount, flowFormStyles as styles } from '@portal/shared';
import { accountOptions, walletOptions } from '../../../lib/exchange-options';
import type { ExchangeAccount, ExchangeWallet } from '../../../lib/trades/trade-rows';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import type { OrderFacts, OrderSide } from '../hooks/use-order-form';
import type { OrderValues } from '../rules/order-schema';

export type OrderFormProps = {
  side: OrderSide;
  accounts: readonly ExchangeAccount[];
  wallets: readonly ExchangeWallet[];
  /** The kit money form's react-hook-form. */
  form: UseFormReturn<OrderValues>;
  facts: OrderFacts;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
};

type NotesProps = OrderFacts;

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
 * of that unit (spec 03 §5), then the quote's review. */
export const OrderForm = ({ side, accounts, wallets, form, facts, pending, onSubmit }: OrderFormProps) => {
  const { t } = useExchangeTranslation();
  const { unit } = facts;
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
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
      <OrderNotes {...facts} />
      <div className={styles.actions}>
        <Button type="submit" pending={pending}>
          {t(`cryptoExchange.form.${side}`)}
        </Button>
      </div>
    </form>
  );
};
