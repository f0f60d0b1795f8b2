import * as v from 'valibot';
import { amountField, codeField, passkeyField, idField } from '../fields';

/** getcryptoratesBuy / getcryptoratesSell. buy_crypto is the crypto wallet id, buy_account the fiat
 * account id; buy_amount is fiat for a buy and crypto units for a sell. */
export const exchangeRateBodySchema = v.object({
  buy_crypto: idField('Please Select Crypto'),
  buy_amount: amountField('Enter amount'),
  buy_account: idField('Select your account'),
});

export const exchangeSubmitBodySchema = v.object({
  ...exchangeRateBodySchema.entries,
  auth_code: codeField,
  smscode: codeField,
  passkey: passkeyField,
  /** The preview's quote_token: the server charges the quoted rate, or refuses once the quote expired. */
  quote_token: v.optional(v.string()),
});
export type ExchangeSubmitBody = v.InferInput<typeof exchangeSubmitBodySchema>;

const DIFFERENT_ASSETS = 'Please Select Diffrent Crypto Currency for Swap';

const swapEntries = {
  swap_from_crypto: idField('Please Select Crypto'),
  swap_to_crypto: idField('Please Select Crypto'),
  swap_amount: amountField('Enter amount'),
};

/** swap_preview: from and to are crypto wallet ids and must differ. */
export const swapPreviewBodySchema = v.pipe(
  v.object(swapEntries),
  v.forward(
    v.partialCheck(
      [['swap_from_crypto'], ['swap_to_crypto']],
      (input) => input.swap_from_crypto !== input.swap_to_crypto,
      DIFFERENT_ASSETS,
    ),
    ['swap_to_crypto'],
  ),
);

export const swapSubmitBodySchema = v.pipe(
  v.object({
    ...swapEntries,
    auth_code: codeField,
    smscode: codeField,
    passkey: passkeyField,
    quote_token: v.optional(v.string()),
  }),
  v.forward(
    v.partialCheck(
      [['swap_from_crypto'], ['swap_to_crypto']],
      (input) => input.swap_from_crypto !== input.swap_to_crypto,
      DIFFERENT_ASSETS,
    ),
    ['swap_to_crypto'],
  ),
);
export type SwapSubmitBody = v.InferInput<typeof swapSubmitBodySchema>;
