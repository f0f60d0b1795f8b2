import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import {
  TOAST_DURATIONS,
  toast,
  translate,
  useBaseLimits,
  useMoneyForm,
  type FiatAccount,
} from '@portal/shared';
import { useIbanBankAccount } from '../../../lib/api/get-iban-bank-account';
import { moveReview, useMoveFlowSpec } from '../../../lib/money/use-move-flow';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useTransferWalletToAccount } from '../api/transfer-wallet-to-account';
import {
  USD_NOT_SUPPORTED,
  isWalletTransferCurrencySupported,
  walletTransferSchema,
  type WalletTransferValues,
} from '../rules/wallet-transfer-rules';

const refuseUsd = () => toast.error(translate(USD_NOT_SUPPORTED), TOAST_DURATIONS.default);

/** The wallet → IBAN money form: the rules (balance, fee), the review (the wallet and the IBAN account of that
 * currency, fee and total) and the move; USD is refused when chosen and on Submit, before any review. */
export const useWalletTransferForm = (
  currency: WalletTransferValues['currency'],
  accounts: readonly FiatAccount[],
  onClose: () => void,
) => {
  const { t } = useWalletsTranslation();
  const feePercent = useBaseLimits('EUR').data?.internalTransferFees;
  const byCurrency = useMemo(() => new Map(accounts.map((a) => [a.account_currency_type, a])), [accounts]);
  const schema = useMemo(
    () => walletTransferSchema({ balanceOf: (code) => byCurrency.get(code)?.available_balance, feePercent }),
    [byCurrency, feePercent],
  );
  const transfer = useTransferWalletToAccount().mutateAsync;
  const bank = useIbanBankAccount().data;
  const flow = useMoveFlowSpec<WalletTransferValues>({
    source: 'fiat-wallet-to-iban',
    move: (values, idempotencyKey) =>
      transfer({
        body: { transfer_currency: values.currency, transfer_amount: values.amount.trim() },
        idempotencyKey,
      }),
    review: ({ amount, currency: code }) => {
      const account = byCurrency.get(code);
      const wallet = {
        name: t('fiatWallets.walletName', { currency: code }),
        detail: account?.account_number,
      };
      // The IBAN page's details for EUR (the one source), the account's own otherwise.
      const number = (code === 'EUR' ? bank?.iban_number : undefined) ?? account?.iban_number ?? undefined;
      const iban = {
        name: t('fiatWallets.ibanName', { currency: code }),
        detail: number,
      };
      return moveReview(amount, code, feePercent, wallet, iban);
    },
  });
  const money = useMoneyForm({
    defaultValues: { currency, amount: '' },
    schema,
    flow,
    mode: undefined,
    onResultClosed: (result) => result.outcome === 'success' && onClose(),
  });
  const [chosen, amount] = useWatch({ control: money.form.control, name: ['currency', 'amount'] });
  const previous = useRef(currency);
  useEffect(() => {
    if (chosen !== previous.current && !isWalletTransferCurrencySupported(chosen)) refuseUsd();
    previous.current = chosen;
  }, [chosen]);
  const onSubmit = (event: FormEvent) => {
    if (isWalletTransferCurrencySupported(chosen)) return money.onSubmit(event);
    event.preventDefault();
    refuseUsd();
  };
  const balance = byCurrency.get(chosen)?.available_balance ?? '0';
  return { money, onSubmit, chosen, amount, balance, feePercent };
};
