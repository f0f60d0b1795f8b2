import { useMemo } from 'react';
import { useBaseLimit } from '../../../lib/api/get-base-limit';
import { feeTotal, isValidAmount } from '../../../lib/money/fee-total';
import type { IbanMoneyContext } from '../rules/iban-money-rules';

export type FeeKind = 'internalTransferFees' | 'withdrawalFees';

/** The rule context of the IBAN money modals: balances by currency and the fee percentage of the flow. */
export const useIbanMoneyContext = (
  balances: Partial<Record<string, string>>,
  currency: string,
  kind: FeeKind,
) => {
  const limits = useBaseLimit(currency || 'EUR');
  const feePercent = limits.data?.[kind];
  const context = useMemo<IbanMoneyContext>(
    () => ({ balanceOf: (code) => balances[code], feePercent }),
    [balances, feePercent],
  );
  return { context, feePercent };
};

/** Fee and total shown under the amount while typing (undefined until the amount is valid). */
export const previewOf = (amount: string, feePercent: string | undefined, currency: string) =>
  isValidAmount(amount) && feePercent !== undefined
    ? feeTotal(amount.trim(), feePercent, currency)
    : undefined;
