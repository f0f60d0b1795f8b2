import { useMemo } from 'react';
import {
  formatCrypto,
  type MoneyFlowSpec,
  type MoneyReview,
  secondFactorFields,
  type TransactionResult,
  type Translate,
  useMoneyForm,
} from '@portal/shared';
import type { CryptoDetail } from '../../../lib/crypto/types';
import type { StoredWithdraw } from '../../../lib/crypto/withdraw-storage';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useWithdrawPreview } from '../api/withdraw-preview';
import { useWithdrawSubmit } from '../api/withdraw-submit';
import { withdrawSchema, type WithdrawValues } from '../rules/withdraw-schema';

export const DEFAULT_NETWORK = 'ERC20';

type Preview = { debit: string; credit: string; fees: string; currency: string };
type Answer = Awaited<ReturnType<ReturnType<typeof useWithdrawSubmit>['mutateAsync']>>;
type Links = { to: string; label: string }[];

const failed = (t: Translate, coin: string, values: WithdrawValues, details: string): TransactionResult => ({
  outcome: 'failed',
  rows: [
    { label: t('cryptoWithdraw.result.details'), value: details },
    { label: t('cryptoWithdraw.result.amount'), value: formatCrypto(values.amount.trim(), coin) },
  ],
});

/** The preview's figures: the amount is debited, the network fee comes off what is sent. */
const withdrawReview = (
  t: Translate,
  detail: CryptoDetail | undefined,
  own: string | undefined,
  stored: StoredWithdraw,
  values: WithdrawValues,
  p: Preview | undefined,
): MoneyReview => {
  const currency = p?.currency ?? detail?.coincode ?? '';
  const debit = { amount: p?.debit ?? values.amount.trim(), currency };
  return {
    amount: debit,
    fee: { amount: p?.fees ?? '0', currency },
    total: debit,
    receives: { amount: p?.credit ?? values.amount.trim(), currency },
    from: { name: t('cryptoWithdraw.review.fromWallet', { coin: currency }), detail: own },
    to: { name: t('cryptoWithdraw.review.toAddress'), detail: stored.address },
    rows: [{ label: t('cryptoWithdraw.networkChain'), value: values.networkchain }],
    labels: {
      fee: t('cryptoWithdraw.preview.fees'),
      total: t('cryptoWithdraw.preview.debit'),
      receives: t('cryptoWithdraw.preview.credit'),
    },
    note: t('cryptoWithdraw.review.note'),
  };
};

/** Crypto withdrawal as a kit money flow (spec 02 §4): withdraw_preview → the review → the second factor per
 * `otp` → withdrawsubmit → result. An answer carrying error_display_details is a refusal. */
const useWithdrawSpec = (
  stored: StoredWithdraw | null,
  detail: CryptoDetail | undefined,
  own: string | undefined,
) => {
  const { t } = useWalletsTranslation();
  const preview = useWithdrawPreview().mutateAsync;
  const submit = useWithdrawSubmit().mutateAsync;
  return useMemo<MoneyFlowSpec<WithdrawValues, Preview, Answer>>(() => {
    // The form shows only with a stored destination and its details.
    const to = () => stored as StoredWithdraw;
    const coin = detail?.coincode ?? '';
    return {
      source: 'crypto-withdraw',
      reviewTitle: t('cryptoWithdraw.preview.title'),
      preview: async (values) => {
        const body = { crypto_wallet_id: to().walletId, withdraw_amount: values.amount.trim() };
        const p = (await preview({ body })).data;
        return { debit: p.debit_amount, credit: p.credit_amount, fees: p.fees, currency: p.debit_currency };
      },
      review: (values, p) => withdrawReview(t, detail, own, to(), values, p),
      submit: (values, code, idempotencyKey) => {
        const body = {
          crypto_wallet_id: to().walletId,
          withdraw_address: to().address,
          networkchain: values.networkchain,
          withdraw_amount: values.amount.trim(),
          ...secondFactorFields(code),
        };
        return submit({ body, idempotencyKey });
      },
      success: (values, { data }) =>
        data.error_display_details
          ? failed(t, coin, values, data.error_display_details)
          : {
              outcome: 'success',
              rows: [
                { label: t('cryptoWithdraw.result.reference'), value: data.success_display_refno ?? '' },
                { label: t('cryptoWithdraw.result.details'), value: data.success_display_details ?? '' },
              ],
            },
      // With a code dialog open, any refusal stays in the dialog.
      isCodeFailure: (_failure, code) => !!code,
      failure: (values, details) => failed(t, coin, values, details),
    };
  }, [t, preview, submit, stored, detail, own]);
};

/** The withdrawal's money form: the read-only address, the network chain, the amount within GetWithdrawDetails'
 * limits and the available balance. `own` is the customer's address of that coin (GetAllCrypto; the details'
 * coinaddress is the destination). */
export const useWithdrawForm = (
  stored: StoredWithdraw | null,
  detail: CryptoDetail | undefined,
  own: string | undefined,
  mode: string | null | undefined,
  links: Links,
) => {
  const { t } = useWalletsTranslation();
  const min = detail?.minamount ?? detail?.min_amount;
  const max = detail?.maxamount ?? detail?.max_amount;
  const available = detail?.available ?? '0';
  const schema = useMemo(
    () => withdrawSchema(t, { min, max, available }, detail?.coincode),
    [t, min, max, available, detail?.coincode],
  );
  return useMoneyForm({
    defaultValues: { address: stored?.address ?? '', networkchain: DEFAULT_NETWORK, amount: '' },
    schema,
    flow: useWithdrawSpec(stored, detail, own),
    mode,
    links,
  });
};
