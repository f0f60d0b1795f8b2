import * as v from 'valibot';
import { answerOf, defineEndpoint } from '../define-endpoint';
import { topupPreviewSchema } from '../schemas/cards';
import {
  adminBankAccountSchema,
  balanceSheetEntrySchema,
  beneficiaryTemplateSchema,
  depositRecordSchema,
  fiatAccountSchema,
  ibanBalancesSchema,
  ibanBankInfoSchema,
  ibanHistorySchema,
} from '../schemas/fiat';
import { countrySchema } from '../schemas/geo';
import { pageQuerySchema, pageQueryWith, pagingSchema, queryDay } from '../schemas/paging';
import { baseLimitsSchema } from '../schemas/limits';
import { decimalString } from '../money';
import { wireResultSchema } from '../schemas/transfers';
import * as req from '../schemas/requests/wallets';
import { listOf, noData, optList, optMoney, secondFactorModeSchema, single } from '../schemas/wire';

// Spec 02 §7 "Fiat and IBAN" and "Outgoing wire and internal transfer" (plus the calls specs 01/03 share).

const ack = answerOf(noData);

const ibanHistoryQuerySchema = v.pipe(
  pageQueryWith({
    currency: v.optional(v.picklist(['EUR', 'USD'], 'currency must be EUR or USD')),
    from: queryDay('from'),
    to: queryDay('to'),
    status: v.optional(v.pipe(v.string(), v.maxLength(20, 'status is too long'))),
  }),
  v.check((query) => query.page === undefined || query.currency !== undefined, 'page and size need currency'),
);
const PROOF_FILES = { file: ['png', 'jpeg', 'jpg'] } as const;

export const walletsEndpoints = {
  /** Fiat accounts (first USD, second EUR) with what the fiat screens need alongside. */
  'account.getUserAccounts': defineEndpoint({
    id: 'account.getUserAccounts',
    method: 'GET',
    path: 'user/account/getuseraccoundsbyid',
    auth: 'user',
    /** Contract 1.3: `?omit=getallcountry` leaves out the ~16 KB country list, which only the wire form needs
     * (the spec's call, without a query string, still carries it). */
    query: v.looseObject({ omit: v.optional(v.picklist(['getallcountry'], 'omit must be getallcountry')) }),
    answer: answerOf(listOf(fiatAccountSchema), {
      site_fees: optMoney,
      outgoingotp: secondFactorModeSchema,
      internalotp: secondFactorModeSchema,
      getallcountry: optList(countrySchema),
      templatearray: optList(beneficiaryTemplateSchema),
    }),
  }),
  'account.getAdminAccounts': defineEndpoint({
    id: 'account.getAdminAccounts',
    method: 'GET',
    path: 'user/account/getadminaccoundsbyid',
    auth: 'user',
    answer: answerOf(listOf(adminBankAccountSchema)),
  }),
  /** Fiat virtual-wallet ledger; also the list behind the Fiat type of /fiat-transactions (the call the
   * spec leaves "not shown" reuses this one rather than adding another). */
  'account.getAllInternal': defineEndpoint({
    id: 'account.getAllInternal',
    method: 'GET',
    path: 'user/account/GetAllInternal',
    auth: 'user',
    /** Contract 1.3: `?page=&size=` answers one page plus `paging` (the /fiat table and its dashboard widget). */
    query: pageQueryWith({}),
    answer: answerOf(listOf(balanceSheetEntrySchema), { paging: pagingSchema }),
  }),
  'deposit.getDepositFund': defineEndpoint({
    id: 'deposit.getDepositFund',
    method: 'GET',
    path: 'user/deposit/getDepositFund',
    auth: 'user',
    query: pageQuerySchema,
    answer: answerOf(listOf(depositRecordSchema), { paging: pagingSchema }),
  }),
  'limits.getBaseLimit': defineEndpoint({
    id: 'limits.getBaseLimit',
    method: 'POST',
    path: 'user/limits/getbaselimit',
    auth: 'user',
    body: req.coinNameBodySchema,
    answer: answerOf(single(baseLimitsSchema)),
  }),
  'deposit.depositFundCheck': defineEndpoint({
    id: 'deposit.depositFundCheck',
    method: 'POST',
    path: 'user/deposit/depositfundcheck',
    auth: 'user',
    body: req.depositFundBodySchema,
    files: PROOF_FILES,
    answer: answerOf(single(topupPreviewSchema)),
  }),
  'deposit.submitFundDeposit': defineEndpoint({
    id: 'deposit.submitFundDeposit',
    method: 'POST',
    path: 'user/deposit/submitfunddeposit',
    auth: 'user',
    body: req.depositFundBodySchema,
    files: PROOF_FILES,
    moneyMoving: true,
    answer: ack,
  }),
  'settings.sendAccountInfoEmail': defineEndpoint({
    id: 'settings.sendAccountInfoEmail',
    method: 'POST',
    path: 'user/settings/sendaccountinfoemail',
    auth: 'user',
    body: req.sendAccountInfoEmailBodySchema,
    answer: ack,
  }),
  'account.transferWalletToAccount': defineEndpoint({
    id: 'account.transferWalletToAccount',
    method: 'POST',
    path: 'user/account/transfer-wallet-to-account',
    auth: 'user',
    body: req.walletTransferBodySchema,
    moneyMoving: true,
    answer: ack,
  }),
  'account.getIbanAccountsBalance': defineEndpoint({
    id: 'account.getIbanAccountsBalance',
    method: 'GET',
    path: 'user/account/get-user-iban-accounts-balance',
    auth: 'user',
    answer: answerOf(single(ibanBalancesSchema), { site_fees: optMoney }),
  }),
  /** data null (or absent) = no bank details ("Bank account details not available"). */
  'account.getIbanBankAccount': defineEndpoint({
    id: 'account.getIbanBankAccount',
    method: 'GET',
    path: 'user/account/get-iban-bank-account',
    auth: 'user',
    answer: answerOf(v.nullish(single(ibanBankInfoSchema))),
  }),
  'account.getIbanTransactionHistory': defineEndpoint({
    id: 'account.getIbanTransactionHistory',
    method: 'GET',
    path: 'user/account/get-iban-account-transaction-history',
    auth: 'user',
    /** Contract 1.3: `currency` fills only that sheet, filtered by from/to (UTC days, inclusive) and `status`, one
     * page with page/size plus `paging`, and `statuses` (every status of that sheet, for the filter). */
    query: ibanHistoryQuerySchema,
    answer: answerOf(ibanHistorySchema, { paging: pagingSchema, statuses: v.optional(v.array(v.string())) }),
  }),
  'account.transferAccountToWallet': defineEndpoint({
    id: 'account.transferAccountToWallet',
    method: 'POST',
    path: 'user/account/transfer-account-to-wallet',
    auth: 'user',
    body: req.walletTransferBodySchema,
    moneyMoving: true,
    answer: ack,
  }),
  'account.withdrawalAccountToExternalAccount': defineEndpoint({
    id: 'account.withdrawalAccountToExternalAccount',
    method: 'POST',
    path: 'user/account/withdrawal-account-to-external-account',
    auth: 'user',
    body: req.ibanWithdrawalBodySchema,
    moneyMoving: true,
    answer: ack,
  }),

  // Outgoing wire and internal transfer.
  /** data: the template (a one-row list is accepted too). */
  'outgoingTransfer.getFiatWithdrawDetails': defineEndpoint({
    id: 'outgoingTransfer.getFiatWithdrawDetails',
    method: 'GET',
    path: 'user/outgoingtransfer/getfiatwithdrawdetails/:templateId',
    auth: 'user',
    params: req.templateParamsSchema,
    answer: answerOf(single(beneficiaryTemplateSchema)),
  }),
  /** A GET that deletes, as the spec writes it; the client stays silent on failure. */
  'outgoingTransfer.deleteTemplate': defineEndpoint({
    id: 'outgoingTransfer.deleteTemplate',
    method: 'GET',
    path: 'user/outgoingtransfer/deletetemplate/:templateId',
    auth: 'user',
    params: req.templateParamsSchema,
    answer: ack,
  }),
  /** Preview: the success_display_* summary (debitamount includes the fee); moves nothing. */
  'outgoingTransfer.outgoingWireCheck': defineEndpoint({
    id: 'outgoingTransfer.outgoingWireCheck',
    method: 'POST',
    path: 'user/outgoingtransfer/outgoingwirecheck',
    auth: 'user',
    body: req.outgoingWireBodySchema,
    answer: answerOf(v.optional(single(wireResultSchema), {})),
  }),
  'outgoingTransfer.outgoingWire': defineEndpoint({
    id: 'outgoingTransfer.outgoingWire',
    method: 'POST',
    path: 'user/outgoingtransfer/outgoingwire',
    auth: 'user',
    body: req.outgoingWireBodySchema,
    moneyMoving: true,
    answer: answerOf(v.optional(single(wireResultSchema), {})),
  }),
  /** data: the recipient's display name. */
  'account.checkEmailAccount': defineEndpoint({
    id: 'account.checkEmailAccount',
    method: 'POST',
    path: 'user/account/checkemailaccount',
    auth: 'user',
    body: req.checkEmailAccountBodySchema,
    answer: answerOf(v.string()),
  }),
  'internalTransfer.fiatInternalTransfer': defineEndpoint({
    id: 'internalTransfer.fiatInternalTransfer',
    method: 'POST',
    path: 'user/internaltransfer/fiatinternaltransfer',
    auth: 'user',
    body: req.fiatInternalTransferBodySchema,
    moneyMoving: true,
    answer: ack,
  }),
  /** Preview of an internal transfer (moves nothing): fee and total; binds the next SMS code
   * (sendandcheckotp) to this amount and payee, and that SMS names both (PSD2 dynamic linking). */
  'internalTransfer.fiatInternalTransferCheck': defineEndpoint({
    id: 'internalTransfer.fiatInternalTransferCheck',
    method: 'POST',
    path: 'user/internaltransfer/fiatinternaltransfercheck',
    auth: 'user',
    body: req.fiatInternalTransferBodySchema,
    answer: answerOf(
      v.looseObject({
        amount: decimalString,
        fee: decimalString,
        total: decimalString,
        currency: v.string(),
        payee: v.string(),
      }),
    ),
  }),
} as const;
