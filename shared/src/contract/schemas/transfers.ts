import * as v from 'valibot';
import { decimalString } from '../money';
import { idSchema, optId, optMoney, optText } from './wire';

/** Internal fiat transfer to another user (lists and details modal). */
export const internalTransferSchema = v.looseObject({
  internal_id: idSchema,
  account_number: optText,
  email_address: optText,
  amount: decimalString,
  currency: v.string(),
  /** Completed | Pending | Failed. */
  status: optText,
  message: optText,
  created_datetime: optText,
  from_account_fk: optId,
  modalfromuseraccount: optText,
  modaltouseraccount: optText,
  modalfromuser: optText,
  modaltouser: optText,
});
export type InternalTransfer = v.InferOutput<typeof internalTransferSchema>;

/** Outgoing wire (withdraw) transfer. payment_proof present = a proof link is offered. */
export const outgoingTransferSchema = v.looseObject({
  fiat_with_trans_id: idSchema,
  bank_account_name: optText,
  account_number: optText,
  amount: decimalString,
  total_amount: optMoney,
  admin_fees: optMoney,
  bank_currency: optText,
  status: optText,
  switch_code: optText,
  bank_name: optText,
  address1: optText,
  address2: optText,
  countryname: optText,
  label: optText,
  region: optText,
  customer_name: optText,
  iban_number: optText,
  referance: optText,
  payment_proof: optText,
  message: optText,
  created_datetime: optText,
  account_id_fk: optId,
});
export type OutgoingTransfer = v.InferOutput<typeof outgoingTransferSchema>;

/** outgoingwirecheck / outgoingwire result: the summary (check) or the success or failure modal. */
export const wireResultSchema = v.looseObject({
  success_display_cur: optText,
  success_display_amount: optMoney,
  success_display_debitamount: optMoney,
  success_display_refno: optText,
  success_display_fromaccount: optText,
  success_display_fromaccount_cur: optText,
  success_display_details: optText,
  error_display_details: optText,
  error_display_cur: optText,
  error_display_amount: optMoney,
});
export type WireResult = v.InferOutput<typeof wireResultSchema>;
