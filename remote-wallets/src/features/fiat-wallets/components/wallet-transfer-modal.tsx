import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  Modal,
  SelectField,
  TextField,
  TOAST_DURATIONS,
  formatFiat,
  toast,
  translate,
  type FiatCurrency,
  FormActions,
} from '@portal/shared';
import { useBaseLimit } from '../../../lib/api/get-base-limit';
import { feeTotal, isValidAmount } from '../../../lib/money/fee-total';
import { useMoveFlow } from '../../../lib/money/use-move-flow';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useTransferWalletToAccount } from '../api/transfer-wallet-to-account';
import {
  USD_NOT_SUPPORTED,
  isWalletTransferCurrencySupported,
  walletTransferSchema,
  type WalletTransferValues,
} from '../rules/wallet-transfer-rules';
import styles from './wallet-cards.module.css';
import type { FiatAccount } from '../api/get-user-accounts';

export type WalletTransferModalProps = {
  currency: FiatCurrency;
  accounts: readonly FiatAccount[];
  onClose: () => void;
};

const CURRENCIES = ['EUR', 'USD'];

/** Virtual wallet → IBAN account of the same currency (spec 02 §5 "Fiat wallet transfer"). Mounted per opening
 * (the parent renders it only while open), so the form starts from the card's currency. */
export const WalletTransferModal = ({ currency, accounts, onClose }: WalletTransferModalProps) => {
  const { t } = useWalletsTranslation();
  const fees = useBaseLimit('EUR');
  const feePercent = fees.data?.internalTransferFees;
  const balances = useMemo(
    () => new Map(accounts.map((a) => [a.account_currency_type, a.available_balance])),
    [accounts],
  );
  const schema = useMemo(
    () => walletTransferSchema({ balanceOf: (code) => balances.get(code), feePercent }),
    [balances, feePercent],
  );
  const { control, handleSubmit, reset } = useForm<WalletTransferValues>({
    resolver: valibotResolver(schema),
    defaultValues: { currency, amount: '' },
  });
  const [chosen, amount] = useWatch({ control, name: ['currency', 'amount'] });
  const previous = useRef(currency);
  useEffect(() => {
    // Choosing USD is refused at once (and again on submit).
    if (chosen !== previous.current && !isWalletTransferCurrencySupported(chosen))
      toast.error(translate(USD_NOT_SUPPORTED), TOAST_DURATIONS.default);
    previous.current = chosen;
  }, [chosen]);
  const transfer = useTransferWalletToAccount();

  const flow = useMoveFlow<WalletTransferValues>({
    source: 'fiat-wallet-to-iban',
    move: (values, idempotencyKey) =>
      transfer.mutateAsync({
        body: { transfer_currency: values.currency, transfer_amount: values.amount.trim() },
        idempotencyKey,
      }),
    reset,
    onClose,
    check: (values) =>
      isWalletTransferCurrencySupported(values.currency) ? undefined : translate(USD_NOT_SUPPORTED),
  });
  const submit = handleSubmit((values) => flow.start(values));

  const preview =
    isValidAmount(amount) && feePercent !== undefined ? feeTotal(amount, feePercent, chosen) : undefined;
  return (
    <Modal open title={t('fiatWallets.transferTitle')} onClose={onClose} dismissible={!transfer.isPending}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          control={control}
          name="currency"
          label={t('fiatWallets.currency')}
          options={CURRENCIES.map((code) => ({ value: code, label: code }))}
        />
        <p className={styles.note}>
          {t('fiatWallets.available', { balance: formatFiat(balances.get(chosen) ?? '0', chosen) })}
        </p>
        <TextField
          control={control}
          name="amount"
          label={t('fiatWallets.amount')}
          placeholder={t('fiatWallets.amountPlaceholder')}
          inputMode="decimal"
        />
        {preview ? (
          <p className={styles.note}>
            {t('fiatWallets.feeLine', {
              percent: feePercent,
              fee: formatFiat(preview.fee, chosen),
              total: formatFiat(preview.total, chosen),
            })}
          </p>
        ) : null}
        <FormActions onCancel={onClose} pending={flow.busy || transfer.isPending} />
      </form>
    </Modal>
  );
};
