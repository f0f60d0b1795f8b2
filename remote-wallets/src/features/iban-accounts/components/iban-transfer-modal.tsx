import { useMemo } from 'react';
import { moveReview, useMoveFlowSpec } from '../../../lib/money/use-move-flow';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useTransferAccountToWallet } from '../api/transfer-account-to-wallet';
import { ibanTransferSchema, type IbanTransferOutput } from '../rules/iban-money-rules';
import { IbanMoneyModal } from './iban-money-modal';
import { useIbanMoneyContext, useIbanMoneyForm, useIbanParties } from './use-iban-money-form';

export type IbanTransferModalProps = {
  currency: string;
  balances: Partial<Record<string, string>>;
  onClose: () => void;
};

/** IBAN account → virtual wallet of the same currency on the kit's money form (the review with fee and total,
 * the move, the result); mounted per opening. */
export const IbanTransferModal = ({ currency, balances, onClose }: IbanTransferModalProps) => {
  const { t } = useWalletsTranslation();
  // The fee percentages are the provider's, the same for EUR and USD: read once with the opening currency.
  const { context, feePercent } = useIbanMoneyContext(balances, currency, 'internalTransferFees');
  const schema = useMemo(() => ibanTransferSchema(context), [context]);
  const transfer = useTransferAccountToWallet().mutateAsync;
  const parties = useIbanParties();
  const flow = useMoveFlowSpec<IbanTransferOutput>({
    source: 'iban-to-wallet',
    move: (values, idempotencyKey) =>
      transfer({
        body: { transfer_currency: values.currency, transfer_amount: values.amount },
        idempotencyKey,
      }),
    review: (values) => {
      const { iban, wallet } = parties(values.currency);
      return moveReview(values.amount, values.currency, feePercent, iban, wallet);
    },
  });
  const money = useIbanMoneyForm({ currency, amount: '' }, schema, flow, onClose);

  return (
    <IbanMoneyModal
      title={t('ibanAccounts.transferTitle')}
      money={money}
      balances={balances}
      feePercent={feePercent}
      onClose={onClose}
    />
  );
};
