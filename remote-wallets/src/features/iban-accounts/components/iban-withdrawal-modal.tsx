import { useMemo } from 'react';
import { TextField } from '@portal/shared';
import { moveReview, useMoveFlowSpec } from '../../../lib/money/use-move-flow';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useWithdrawToExternalAccount } from '../api/withdraw-to-external-account';
import { ibanWithdrawalSchema, type IbanWithdrawalOutput } from '../rules/iban-money-rules';
import { IbanMoneyModal } from './iban-money-modal';
import { useIbanMoneyContext, useIbanMoneyForm, useIbanParties } from './use-iban-money-form';

export type IbanWithdrawalModalProps = {
  currency: string;
  balances: Partial<Record<string, string>>;
  onClose: () => void;
};

/** IBAN account → an external IBAN on the kit's money form; the review names the recipient's IBAN and that the
 * team reviews it (the amount + fee is held). Mounted per opening. */
export const IbanWithdrawalModal = ({ currency, balances, onClose }: IbanWithdrawalModalProps) => {
  const { t } = useWalletsTranslation();
  // The fee percentages are the provider's, the same for EUR and USD: read once with the opening currency.
  const { context, feePercent } = useIbanMoneyContext(balances, currency, 'withdrawalFees');
  const schema = useMemo(() => ibanWithdrawalSchema(context), [context]);
  const withdraw = useWithdrawToExternalAccount().mutateAsync;
  const parties = useIbanParties();
  const flow = useMoveFlowSpec<IbanWithdrawalOutput>({
    source: 'iban-withdrawal',
    move: (values, idempotencyKey) =>
      withdraw({
        body: {
          beneficiary_iban_number: values.iban,
          withdrawal_amount: values.amount,
          withdrawal_currency: values.currency,
        },
        idempotencyKey,
      }),
    review: (values) => ({
      ...moveReview(values.amount, values.currency, feePercent, parties(values.currency).iban, {
        name: t('ibanAccounts.externalName'),
        detail: values.iban,
      }),
      note: t('ibanAccounts.reviewedByTeam'),
    }),
  });
  const money = useIbanMoneyForm({ iban: '', currency, amount: '' }, schema, flow, onClose);

  return (
    <IbanMoneyModal
      title={t('ibanAccounts.withdrawalTitle')}
      money={money}
      balances={balances}
      feePercent={feePercent}
      onClose={onClose}
    >
      <TextField
        control={money.form.control}
        name="iban"
        label={t('ibanAccounts.ibanNumber')}
        placeholder={t('ibanAccounts.ibanPlaceholder')}
        autoComplete="off"
      />
    </IbanMoneyModal>
  );
};
