import { type FormEvent, useEffect, useMemo, useState } from 'react';
import {
  errorMessage,
  type MoneyFlowSpec,
  type MoneyReview,
  secondFactorFields,
  toast,
  TOAST_DURATIONS,
  type Translate,
  useCryptoBaseLimits,
  useMoneyForm,
} from '@portal/shared';
import { walletById } from '../../../lib/crypto/coin-options';
import type { CryptoWallet } from '../../../lib/crypto/types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { checkTransfer, useSubmitTransfer } from '../api/submit-transfer';
import { transferFailureOf, transferResultOf } from '../components/transfer-result';
import { useResultLinks } from '../components/result-links';
import { hasAddress } from '../components/wallet-action';
import { transferSchema, type TransferValues } from '../rules/transfer-schema';

type Preview = Awaited<ReturnType<typeof checkTransfer>>['data'];
const EMPTY: TransferValues = { wallet: '', email: '', amount: '', address: '' };

const bodyOf = (values: TransferValues) => ({
  transfer_crypto: values.wallet,
  transfer_email: values.email.trim(),
  transfer_amount: values.amount.trim(),
  transfer_wallet_address: values.address.trim(),
});

/** The review of the checked transfer: the amount the check confirmed, no fee (the server charges none), from
 * the sender's wallet (its address) to the payee (name and e-mail). */
const transferReview = (t: Translate, values: TransferValues, coin: string, preview: Preview | undefined) => {
  const money = { amount: preview?.amount ?? values.amount.trim(), currency: preview?.currency ?? coin };
  return {
    amount: money,
    fee: { amount: '0', currency: money.currency },
    total: money,
    from: { name: t('cryptoAccounts.ownWallet', { coin: money.currency }), detail: values.address.trim() },
    to: { name: preview?.payee_name || values.email.trim(), detail: values.email.trim() },
  } satisfies MoneyReview;
};

/** Crypto transfer as a kit money flow: the check (binds the SMS code to amount and payee), the review, the
 * confirm step by the crypto `otp` mode naming them, then the transfer with one idempotency key per intent. */
const useTransferSpec = (wallets: readonly CryptoWallet[]) => {
  const { t } = useWalletsTranslation();
  const submit = useSubmitTransfer().mutateAsync;
  return useMemo<MoneyFlowSpec<TransferValues, Preview, Awaited<ReturnType<typeof submit>>>>(() => {
    const coin = (values: TransferValues) => walletById(wallets, values.wallet)?.coin_code ?? '';
    return {
      source: 'crypto-transfer',
      review: (values, preview) => transferReview(t, values, coin(values), preview),
      preview: async (values) => (await checkTransfer(bodyOf(values))).data,
      previewFailed: (values, failure) => ({
        result: transferFailureOf(t, errorMessage(failure), coin(values), values.amount.trim()),
      }),
      titleOf: ({ amount, currency, payee }) =>
        t('cryptoAccounts.transferConfirmTitle', { amount, currency, payee }),
      intentOf: (values) => JSON.stringify(bodyOf(values)),
      submit: (values, code, idempotencyKey) =>
        submit({ body: { ...bodyOf(values), ...secondFactorFields(code) }, idempotencyKey }),
      success: (values, answer) => transferResultOf(t, answer.data, coin(values), values.amount.trim()),
      // With a code dialog open, any refusal stays in the dialog; otherwise the error display.
      isCodeFailure: (_failure, code) => !!code,
      failure: (values, details) => transferFailureOf(t, details, coin(values), values.amount.trim()),
    };
  }, [t, submit, wallets]);
};

/** Crypto to another user by e-mail on the kit's money form: the coin's transfer limits (getbaselimitcrypto),
 * the sender's own address filled in for the chosen coin (editable), a chosen wallet without an address refused
 * before any call. */
export const useTransferForm = (wallets: readonly CryptoWallet[], mode: string | null | undefined) => {
  const { t } = useWalletsTranslation();
  const links = useResultLinks();
  // The chosen wallet, followed from the form: its coin picks the limits the schema is built with.
  const [walletId, setWalletId] = useState('');
  const coin = walletById(wallets, walletId)?.coin_code;
  const limits = useCryptoBaseLimits(coin).data;
  const min = limits?.mininternallimit;
  const max = limits?.maxinternallimit;
  const schema = useMemo(() => transferSchema(t, { min, max }, coin), [t, min, max, coin]);
  const money = useMoneyForm({ defaultValues: EMPTY, schema, flow: useTransferSpec(wallets), mode, links });
  const { watch, setValue } = money.form;
  useEffect(() => {
    const watching = watch((values, { name }) => {
      if (name !== 'wallet' && name !== undefined) return;
      const id = values.wallet ?? '';
      setWalletId(id);
      // The sender's own address for the chosen coin, editable.
      const chosen = walletById(wallets, id);
      if (name === 'wallet' && chosen) setValue('address', chosen.wallet_address ?? '');
    });
    return () => watching.unsubscribe();
  }, [watch, setValue, wallets]);

  const onSubmit = (event: FormEvent) => {
    const chosen = walletById(wallets, money.form.getValues('wallet'));
    if (!chosen || hasAddress(chosen)) return money.onSubmit(event);
    event.preventDefault();
    toast.error(t('cryptoAccounts.rules.generateFirst'), TOAST_DURATIONS.default);
  };
  return { money, onSubmit };
};
