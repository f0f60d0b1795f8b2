import * as v from 'valibot';
import { decimalString } from '../money';
import { idSchema, optId, optMoney, optText, textSchema } from './wire';

export const CARD_STATUSES = ['Pending', 'Approved', 'Active', 'Blocked', 'Rejected'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** A user's card. usercard_status is one of CARD_STATUSES (kept a string: decided by the server).
 * cvv_number may be absent: the reference server reveals it only through cards/verify2FA. */
export const cardSchema = v.looseObject({
  card_id: idSchema,
  card_name: optText,
  card_number: optText,
  exp_month: optText,
  exp_year: optText,
  cvv_number: optText,
  card_customer_name: optText,
  card_currancy: optText,
  total_available: optMoney,
  card_balance: optMoney,
  cardtypename: optText,
  usercard_status: v.string(),
  account_id_fk: optId,
});
export type Card = v.InferOutput<typeof cardSchema>;

/** A card product; cardinfo_id '1' is the physical card. card_desc is HTML (sanitise before display). */
export const cardProductSchema = v.looseObject({
  cardinfo_id: idSchema,
  card_name: v.string(),
  card_desc: optText,
  joining_fees_usd: optMoney,
  joining_fees_eur: optMoney,
  annual_fees_usd: optMoney,
  annual_fees_eur: optMoney,
});
export type CardProduct = v.InferOutput<typeof cardProductSchema>;

export const deliveryOptionSchema = v.looseObject({
  deliveryid: idSchema,
  dname: v.string(),
  workingdays: optText,
  usdprice: optMoney,
  europrice: optMoney,
});
export type DeliveryOption = v.InferOutput<typeof deliveryOptionSchema>;

/** The issuance fee to pay for an Approved card (getapprovecarddetails). */
export const approvedCardDetailsSchema = v.looseObject({
  accno: optText,
  amount: decimalString,
  amountsymbole: optText,
  accid: optId,
  cardid: optId,
});
export type ApprovedCardDetails = v.InferOutput<typeof approvedCardDetailsSchema>;

export const cardTransactionSchema = v.looseObject({
  created_datetime: optText,
  cardtypename: optText,
  card_name: optText,
  account_number: optText,
  card_number: optText,
  /** 'debit' | 'credit'. */
  cardtra_type: optText,
  amount: decimalString,
  card_currancy: optText,
  issue_status: optText,
  card_id_fk: optId,
  currency: optText,
  debit_currency: optText,
  debit_amount: optMoney,
  fees: optMoney,
});
export type CardTransaction = v.InferOutput<typeof cardTransactionSchema>;

export const usageTransactionSchema = v.looseObject({
  transaction_id: textSchema,
  created_datetime: optText,
  card_number: optText,
  amount: decimalString,
  currency: optText,
  merchant: optText,
  issue_status: optText,
  card_id_fk: optId,
  card_id: optId,
});
export type UsageTransaction = v.InferOutput<typeof usageTransactionSchema>;

/** A row of the usage refresh (gtmTransactions); the first one goes to the analytics trackers. */
export const gtmTransactionSchema = v.looseObject({
  card_id: optId,
  transaction_id: textSchema,
  amount: decimalString,
  currency: optText,
  transaction_type: optText,
  /** Design (issue 10): Completed or Failed (declined by the processor), and why it was declined. */
  issue_status: optText,
  decline_reason: optText,
});
export type GtmTransaction = v.InferOutput<typeof gtmTransactionSchema>;

/** Result of card money movements (cardtopup, cardtopupbycrypto, accounttopup, cardtoaccount,
 * paycardfees): success_display_* when it went through, error_display_* when it failed. A top-up without
 * success_display_refno is "Request Submitted" (awaiting review). */
export const cardMoveResultSchema = v.looseObject({
  success_display_from_card: optText,
  success_display_to_card: optText,
  success_display_from_account: optText,
  success_display_to_account: optText,
  success_display_refno: optText,
  success_display_details: optText,
  success_display_currancy: optText,
  success_display_amount: optMoney,
  success_display_credit_amount: optMoney,
  error_display_amount: optMoney,
  error_display_details: optText,
  /** Optional analytics tracking block, passed through as is. */
  gtmTrack: v.optional(v.unknown()),
});
export type CardMoveResult = v.InferOutput<typeof cardMoveResultSchema>;

/** Check calls (deposit fund check, card top-up checks): the summary before Submit. */
export const topupPreviewSchema = v.looseObject({
  success_display_topup_currency: v.string(),
  success_display_topup_amount: decimalString,
  success_display_debit_amount: decimalString,
  success_display_fee_amount: decimalString,
  /** Crypto top-up only. */
  exchangerateprice: optMoney,
  /** Crypto top-up only (contract 1.9): what leaves the wallet, in the coin, rounded up to 8 decimals. */
  success_display_crypto_debit_amount: optMoney,
});
export type TopupPreview = v.InferOutput<typeof topupPreviewSchema>;

/** cards/verify2FA data when a card_id was sent (design): that card's CVV, shown, never cached. */
export const cvvRevealSchema = v.looseObject({
  card_id: optId,
  cvv_number: optText,
  /** Contract 1.4: the full card number, shown only after this second factor (card details send it masked). */
  card_number: optText,
});
export type CvvReveal = v.InferOutput<typeof cvvRevealSchema>;
