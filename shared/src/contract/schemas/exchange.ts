import * as v from 'valibot';
import { decimalString } from '../money';
import { numberLike, optMoney, optText } from './wire';

/** Our design (spec 03 is silent): a preview is a quote the server honours until it expires. The submit sends
 * quote_token back; after quote_expires_at it is refused ("409") and the client asks for a new preview. */
const quoteFields = {
  quote_token: optText,
  quote_expires_at: optText,
  quote_valid_seconds: v.optional(numberLike),
};

/** getcryptoratesBuy / getcryptoratesSell: the details preview before Submit. */
export const exchangeRatePreviewSchema = v.looseObject({
  credit_amount: decimalString,
  fees: decimalString,
  debit_amount: decimalString,
  credit_currency: v.string(),
  debit_currency: v.string(),
  exchangerate: decimalString,
  ...quoteFields,
});
export type ExchangeRatePreview = v.InferOutput<typeof exchangeRatePreviewSchema>;

export const swapPreviewSchema = v.looseObject({
  from_amount: decimalString,
  to_amount: decimalString,
  credit_amount: decimalString,
  fees: decimalString,
  debit_amount: decimalString,
  credit_currency: v.string(),
  debit_currency: v.string(),
  exchangerate: decimalString,
  ...quoteFields,
});
export type SwapPreview = v.InferOutput<typeof swapPreviewSchema>;

/** submitexchangebuy / submitexchangesell result. The spec names only "success_display_*" with meanings
 * (credited amount, debit fiat amount, debited account, debited currency, refno, details); these names
 * follow the card and wire results. */
export const exchangeResultSchema = v.looseObject({
  success_display_credit_amount: optMoney,
  success_display_credit_currency: optText,
  success_display_debit_amount: optMoney,
  success_display_debit_account: optText,
  success_display_debit_currency: optText,
  success_display_refno: optText,
  success_display_details: optText,
  error_display_details: optText,
  error_display_amount: optMoney,
});
export type ExchangeResult = v.InferOutput<typeof exchangeResultSchema>;

/** swap_submit result: the spec's "success_display_*_swap" fields, named after the swap preview. */
export const swapResultSchema = v.looseObject({
  success_display_debit_amount_swap: optMoney,
  success_display_debit_currency_swap: optText,
  success_display_credit_amount_swap: optMoney,
  success_display_credit_currency_swap: optText,
  success_display_fee_swap: optMoney,
  success_display_refno_swap: optText,
  success_display_details_swap: optText,
  error_display_details: optText,
  error_display_amount: optMoney,
});
export type SwapResult = v.InferOutput<typeof swapResultSchema>;
