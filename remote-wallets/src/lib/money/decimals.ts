import { translate } from '@portal/shared';

/** Decimals a currency has: 2 for fiat, 8 for crypto. The server refuses more (it never rounds silently). */
export const FIAT_DECIMALS = 2;
export const CRYPTO_DECIMALS = 8;

/** True when the typed amount has at most `places` decimals ("10", "10.5", "10.50" for 2; not "10.505"). */
export const hasAtMostDecimals = (value: string, places: number): boolean => {
  const fraction = /\.(\d*)$/.exec(value.trim())?.[1] ?? '';
  return fraction.length <= places;
};

/** "Enter an amount with at most 2 decimals." in the current language. */
export const tooManyDecimalsMessage = (places: number): string =>
  translate('wallets:common.tooManyDecimals', { places });
