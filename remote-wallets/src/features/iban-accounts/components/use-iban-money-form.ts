import { useMemo } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type * as v from 'valibot';
import {
  type MoneyFlowSpec,
  type ReviewParty,
  useBaseLimits,
  useMoneyForm,
  useUserAccounts,
} from '@portal/shared';
import { feeTotal, isValidAmount } from '../../../lib/money/fee-total';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useIbanBankAccount } from '../../../lib/api/get-iban-bank-account';
import type { IbanMoneyContext } from '../rules/iban-money-rules';

export type FeeKind = 'internalTransferFees' | 'withdrawalFees';

/** The rule context of the IBAN money modals: balances by currency and the fee percentage of the flow. */
export const useIbanMoneyContext = (
  balances: Partial<Record<string, string>>,
  currency: string,
  kind: FeeKind,
) => {
  const limits = useBaseLimits(currency || 'EUR');
  const feePercent = limits.data?.[kind];
  const context = useMemo<IbanMoneyContext>(
    () => ({ balanceOf: (code) => balances[code], feePercent }),
    [balances, feePercent],
  );
  return { context, feePercent };
};

/** The review's parties of one currency: the IBAN account (its IBAN: the page's bank details for EUR, the
 * account's own otherwise) and the virtual wallet (its number). */
export const useIbanParties = () => {
  const { t } = useWalletsTranslation();
  const accounts = useUserAccounts().data;
  const bank = useIbanBankAccount().data;
  return (currency: string): { iban: ReviewParty; wallet: ReviewParty } => {
    const account = accounts?.find((one) => one.account_currency_type === currency);
    const iban = (currency === 'EUR' ? bank?.iban_number : undefined) ?? account?.iban_number ?? undefined;
    return {
      iban: { name: t('ibanAccounts.ibanName', { currency }), detail: iban },
      wallet: {
        name: t('ibanAccounts.walletName', { currency }),
        detail: account?.account_number ?? undefined,
      },
    };
  };
};

/** Fee and total shown under the amount while typing (undefined until the amount is valid). */
export const previewOf = (amount: string, feePercent: string | undefined, currency: string) =>
  isValidAmount(amount) && feePercent !== undefined
    ? feeTotal(amount.trim(), feePercent, currency)
    : undefined;

/** The kit's money form of an IBAN move (no second factor); a success closes the modal with the result. */
export const useIbanMoneyForm = <In extends FieldValues, Out, R>(
  defaultValues: DefaultValues<In>,
  schema: v.GenericSchema<In, Out>,
  flow: MoneyFlowSpec<Out, undefined, R>,
  onClose: () => void,
) =>
  useMoneyForm({
    defaultValues,
    schema,
    flow,
    mode: undefined,
    onResultClosed: (result) => result.outcome === 'success' && onClose(),
  });
