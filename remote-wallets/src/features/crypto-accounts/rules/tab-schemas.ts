import * as v from 'valibot';
import type { Translate } from '@portal/shared';
import { isWalletAddress } from './wallet-address';

const coin = (t: Translate) => v.pipe(v.string(), v.minLength(1, t('cryptoAccounts.rules.selectCrypto')));

/** Deposit tab: a coin. */
export const depositTabSchema = (t: Translate) => v.object({ wallet: coin(t) });
export type DepositTabValues = v.InferOutput<ReturnType<typeof depositTabSchema>>;

/** Withdraw tab: a coin and a destination of the right shape. */
export const withdrawTabSchema = (t: Translate) =>
  v.object({
    wallet: coin(t),
    address: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, t('cryptoAccounts.rules.addressRequired')),
      v.check((value) => value === '' || isWalletAddress(value), t('cryptoAccounts.rules.addressInvalid')),
    ),
  });
export type WithdrawTabValues = v.InferOutput<ReturnType<typeof withdrawTabSchema>>;

/** Wallet address update modal: address (of the right shape) and network. */
export const updateAddressSchema = (t: Translate) =>
  v.object({
    wallet_address: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, t('cryptoAccounts.rules.enterAddress')),
      v.check((value) => value === '' || isWalletAddress(value), t('cryptoAccounts.rules.addressInvalid')),
    ),
    network: v.pipe(v.string(), v.trim(), v.minLength(1, t('cryptoAccounts.rules.enterNetwork'))),
  });
export type UpdateAddressValues = v.InferOutput<ReturnType<typeof updateAddressSchema>>;
