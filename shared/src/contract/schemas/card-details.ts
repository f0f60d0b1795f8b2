import * as v from 'valibot';
import { answerOf } from '../define-endpoint';
import { listOf, optList, optMoney, optText, textSchema } from './wire';

/** data[0] of getcarddetailsbyid. Yes/No switches stay strings ('Yes' | 'No'). */
export const cardDetailRowSchema = v.looseObject({
  card_name: optText,
  card_currancy: optText,
  card_balance: optMoney,
  card_number: optText,
  exp_month: optText,
  exp_year: optText,
  card_customer_name: optText,
  usercard_status: v.string(),
  cvv_number: optText,
  atminternationallimit: optMoney,
  poscircuitlimit: optMoney,
  withdrawal_enabled: optText,
  contactless_enabled: optText,
  internet_purchase_enabled: optText,
  withdraw_fromaccount: optText,
  smsalert: optText,
  overall_limits_enabled: optText,
  dailyoverall: optMoney,
  weeklyoverall: optMoney,
  monthlyoverall: optMoney,
});
export type CardDetailRow = v.InferOutput<typeof cardDetailRowSchema>;

/** The processor's view: status ACTIVE means unfrozen. blocked_by (contract 1.4) tells a BLOCKED card's
 * provider block (only the provider lifts it) from the customer's own freeze. */
export const apiCardDataSchema = v.looseObject({
  status: optText,
  blocked_by: v.optional(v.picklist(['provider', 'customer'])),
  limits: v.optional(
    v.looseObject({
      daily_cap: optMoney,
      monthly_cap: optMoney,
      weekly_cap: optMoney,
      per_transaction_cap: optMoney,
    }),
  ),
});

export const apiSubAccountDataSchema = v.looseObject({
  currency: optText,
  total_available: optMoney,
});

/** One limit tab (Daily, Weekly, Monthly, per transaction). */
export const limitDisplaySchema = v.looseObject({
  purchase: optMoney,
  withdraw: optMoney,
  internet: optMoney,
  contactless: optMoney,
});
export type LimitDisplay = v.InferOutput<typeof limitDisplaySchema>;

/** The siblings of `data` in the getcarddetailsbyid answer. */
export const cardDetailsExtras = {
  api_card_data: v.optional(apiCardDataSchema),
  api_sub_account_data: v.optional(apiSubAccountDataSchema),
  accnumber: optList(v.looseObject({ account_number: textSchema })),
  displayDaily: v.optional(limitDisplaySchema),
  displayWeekly: v.optional(limitDisplaySchema),
  displayMonthly: v.optional(limitDisplaySchema),
  displayTransaction: v.optional(limitDisplaySchema),
};

/** The whole getcarddetailsbyid answer (the "card details" entity of spec 03 §3). */
export const cardDetailsAnswerSchema = answerOf(listOf(cardDetailRowSchema), cardDetailsExtras);
export type CardDetails = v.InferOutput<typeof cardDetailsAnswerSchema>;
