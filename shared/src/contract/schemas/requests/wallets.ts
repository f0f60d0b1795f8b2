import * as v from 'valibot';
import {
  amountField,
  checkboxField,
  codeField,
  passkeyField,
  emailField,
  fiatCurrencyField,
  idField,
  optIdField,
  textField,
} from '../fields';

/** limits/getbaselimit and getbaselimitcrypto: EUR for deposits, the account currency for withdrawals and
 * internal transfers, the coin for crypto. */
export const coinNameBodySchema = v.object({ coinname: textField('Currency is required') });

/** deposit/depositfundcheck and submitfunddeposit (multipart text fields; the proof is the `file` part). */
export const depositFundBodySchema = v.object({
  fundamount: amountField('Please Enter Amount', 'Please Enter Amount grether than zero'),
  fundinfo: textField('Please Enter Valid Fund Information'),
  account_id: idField('Please select an account'),
  fileName: v.optional(v.string()),
});
export type DepositFundBody = v.InferInput<typeof depositFundBodySchema>;

export const sendAccountInfoEmailBodySchema = v.object({
  emailtext: textField('Account details are required'),
  email_id: emailField('Please enter a valid email address'),
});

/** Virtual wallet ↔ IBAN account. */
export const walletTransferBodySchema = v.object({
  transfer_currency: fiatCurrencyField('Currency is required'),
  transfer_amount: amountField('Please enter a valid amount.', 'Please enter a valid amount.'),
});
export type WalletTransferBody = v.InferInput<typeof walletTransferBodySchema>;

export const ibanWithdrawalBodySchema = v.object({
  beneficiary_iban_number: textField('IBAN Number is required'),
  withdrawal_amount: amountField('Amount is required', 'Please enter a valid amount.'),
  withdrawal_currency: fiatCurrencyField('Currency is required'),
});
export type IbanWithdrawalBody = v.InferInput<typeof ibanWithdrawalBodySchema>;

export const templateParamsSchema = v.object({ templateId: idField('Template is required') });

/** outgoingwirecheck and outgoingwire. accountname is the bank name, abatitle the routing number, country
 * a country id, checkboxval "save as beneficiary" (then templatename is required), template_option the
 * picked template id (empty = none). */
export const outgoingWireBodySchema = v.pipe(
  v.object({
    account: idField('Select account'),
    swiftcode: textField('Enter swift code'),
    accountname: textField('Enter bank name'),
    address: textField('Enter address'),
    country: idField('Select country'),
    abatitle: textField('Enter routing number'),
    accountnumber: textField('Enter account number'),
    customer_name: textField('Enter customer name'),
    customer_address: textField('Enter customer address'),
    amount: amountField('Enter amount'),
    currancy: fiatCurrencyField('Select currency'),
    otp: codeField,
    passkey: passkeyField,
    auth_code: codeField,
    templatename: v.optional(v.pipe(v.string(), v.trim())),
    checkboxval: checkboxField,
    template_option: optIdField,
  }),
  v.forward(
    v.partialCheck(
      [['checkboxval'], ['templatename']],
      (input) => !input.checkboxval || !!input.templatename,
      'Enter Beneficiary Name',
    ),
    ['templatename'],
  ),
);
export type OutgoingWireBody = v.InferInput<typeof outgoingWireBodySchema>;

export const checkEmailAccountBodySchema = v.object({
  user_email: emailField('Please select account and enter valid email address'),
  currancy: fiatCurrencyField('Currency is required'),
});

export const fiatInternalTransferBodySchema = v.object({
  account: idField('Select account'),
  emailaddress: emailField('Please enter a valid email address'),
  amount: amountField('Enter amount'),
  currancy: fiatCurrencyField('Currency is required'),
  message: textField('Enter message'),
  otp: codeField,
  passkey: passkeyField,
  auth_code: codeField,
});
export type FiatInternalTransferBody = v.InferInput<typeof fiatInternalTransferBodySchema>;
