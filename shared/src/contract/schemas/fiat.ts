import * as v from 'valibot';
import { decimalString } from '../money';
import { idSchema, optId, optMoney, optText, textSchema } from './wire';

/** Fiat account: the union of the fields specs 01, 02 and 03 list (first USD, second EUR). */
export const fiatAccountSchema = v.looseObject({
  account_id_pk: idSchema,
  account_number: textSchema,
  account_currency_type: v.string(),
  available_balance: decimalString,
  account_balance: optMoney,
  account_name: optText,
  routing_number: optText,
  swift_code: optText,
  bank_name: optText,
  iban_number: optText,
  /** 'Yes' | 'No'. */
  is_iban_account: optText,
  account_type: optText,
  customer_name: optText,
  customer_email: optText,
  customer_phone: optText,
  customer_address: optText,
});
export type FiatAccount = v.InferOutput<typeof fiatAccountSchema>;

/** The short account rows of the crypto bundles (spec 03 lists only these fields for exchange accounts). */
export const accountSummarySchema = v.looseObject({
  account_id_pk: idSchema,
  account_currency_type: v.string(),
  account_balance: optMoney,
  available_balance: optMoney,
  account_name: optText,
  account_number: optText,
});
export type AccountSummary = v.InferOutput<typeof accountSummarySchema>;

export const adminBankAccountSchema = v.looseObject({
  admin_account_id_pk: idSchema,
  account_name: optText,
  account_number: textSchema,
  /** Beside the spec's fields: the client-funds account's IBAN (its account number is not one). */
  iban_number: v.optional(v.nullable(v.string())),
  routing_number: optText,
  swift_code: optText,
  bank_name: optText,
  account_currency_type: v.string(),
});
export type AdminBankAccount = v.InferOutput<typeof adminBankAccountSchema>;

/** Fiat virtual-wallet ledger row (GetAllInternal, balancedata). */
export const balanceSheetEntrySchema = v.looseObject({
  balance_sheet_id: idSchema,
  created_datetime: optText,
  transaction_type: optText,
  /** 'Debit' | 'Credit'. */
  type: v.string(),
  /** 'Approved' or another status, shown in brackets after the type. */
  status: optText,
  amount: decimalString,
  current_balance: decimalString,
  currency_type: v.string(),
  account_id_fk: optId,
});
export type BalanceSheetEntry = v.InferOutput<typeof balanceSheetEntrySchema>;

export const depositRecordSchema = v.looseObject({
  created_datetime: optText,
  fund_amount: decimalString,
  /** Debit amount (spelt so on the wire). */
  finaljama: optMoney,
  /** Fee (spelt so on the wire). */
  tenpercnt: optMoney,
  account_currency_type: v.string(),
  /** Pending (default) | Completed | Failed. */
  withdraw_status: optText,
  account_number: optText,
  information: optText,
  transaction_hash: optText,
});
export type DepositRecord = v.InferOutput<typeof depositRecordSchema>;

/** Saved outgoing-wire beneficiary. */
export const beneficiaryTemplateSchema = v.looseObject({
  fiat_with_trans_id: idSchema,
  temp_name: optText,
  account_id_fk: optId,
  bank_currency: optText,
  switch_code: optText,
  bank_name: optText,
  address1: optText,
  address2: optText,
  country_id: optId,
  /** Routing number. */
  label: optText,
  account_number: optText,
  bank_account_name: optText,
  total_amount: optMoney,
});
export type BeneficiaryTemplate = v.InferOutput<typeof beneficiaryTemplateSchema>;

export const ibanTransactionSchema = v.looseObject({
  ibanabs_id: idSchema,
  transaction_date: optText,
  sender: optText,
  recipient: optText,
  payment_status: optText,
  /** INTERNAL among others. */
  payment_type: optText,
  /** 'CREDIT' | 'DEBIT'. */
  debit_credit: optText,
  amount: decimalString,
  currency: v.string(),
  network_fee: optMoney,
  site_fee: optMoney,
});
export type IbanTransaction = v.InferOutput<typeof ibanTransactionSchema>;

/** An absent balance means no IBAN account in that currency. */
export const ibanBalancesSchema = v.looseObject({
  eurAvailableBalance: optMoney,
  usdAvailableBalance: optMoney,
});
export type IbanBalances = v.InferOutput<typeof ibanBalancesSchema>;

export const ibanBankInfoSchema = v.looseObject({
  iban_bank_name: optText,
  iban_swift_code: optText,
  iban_bank_address: optText,
  iban_number: optText,
  account_currency_type: optText,
});
export type IbanBankInfo = v.InferOutput<typeof ibanBankInfoSchema>;

/** The EUR and USD IBAN balance sheets, keyed by currency code (design: the spec names no keys). */
export const ibanHistorySchema = v.looseObject({
  EUR: v.optional(v.array(ibanTransactionSchema), []),
  USD: v.optional(v.array(ibanTransactionSchema), []),
});
export type IbanHistory = v.InferOutput<typeof ibanHistorySchema>;
