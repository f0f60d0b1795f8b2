import { translate } from '@portal/shared';

// Decimals per currency and the "no more decimals than the currency has" rule live in the contract's money
// rules, shared with the server (it refuses the same amounts).
export { CRYPTO_DECIMALS, FIAT_DECIMALS, fitsDecimals as hasAtMostDecimals } from '@portal/shared/contract';

/** "Enter an amount with at most 2 decimals." in the current language. */
export const tooManyDecimalsMessage = (places: number): string =>
  translate('wallets:common.tooManyDecimals', { places });
