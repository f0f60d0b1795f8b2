import { useMemo } from 'react';
import { useBaseLimits, useMoneyForm } from '@portal/shared';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import type { Recipient } from '../components/recipient-step';
import { EMPTY_AMOUNT_FORM, internalAmountSchema } from '../rules/internal-schema';
import { useInternalFlow } from './use-internal-flow';

/** The amount step's money form: the limits of the sending wallet's currency, the rules, the flow. */
export const useInternalTransferForm = (
  recipient: Recipient | null,
  mode: string | null | undefined,
  onDone: () => void,
) => {
  const { t } = useWalletsTranslation();
  const limits = useBaseLimits(recipient?.account.account_currency_type);
  const schema = useMemo(
    () => internalAmountSchema({ min: limits.data?.mininternal, max: limits.data?.maxinternal }, t),
    [limits.data, t],
  );
  const flow = useInternalFlow(recipient, onDone);
  const money = useMoneyForm({ defaultValues: EMPTY_AMOUNT_FORM, schema, flow, mode });
  return { money, limits: limits.data };
};
