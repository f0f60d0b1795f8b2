import * as v from 'valibot';
import type { EndpointDefinition } from './define-endpoint';
import {
  cardsEndpoints,
  contentEndpoints,
  cryptoEndpoints,
  exchangeEndpoints,
  kycProfileEndpoints,
  listsEndpoints,
  walletsEndpoints,
} from './endpoints';

// One production-like answer per call of specs 02 and 03 (money as numbers, ids as numbers, as a foreign
// server may send them): every answer schema must accept it.

const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({
  code: 200,
  message: 'Success',
  data,
  ...extra,
});
const account = {
  account_id_pk: 1,
  account_number: 4001,
  account_currency_type: 'USD',
  available_balance: 12.5,
  account_balance: '20.00',
};
const wallet = { crypto_wallet_id: 7, coin_code: 'BTC', wallet_address: null, total_available: 0.5 };
const card = {
  card_id: 3,
  card_name: 'Travel',
  card_number: '4111111111111111',
  usercard_status: 'Active',
  card_balance: 10,
};
const buySell = { exchange_type: 'Buy', exchnage_pair: 'EUR|BTC', fiat_amount: 100, crypto_amount: '0.0021' };
const swap = {
  from_amount: 1,
  to_amount: '15.2',
  coin_code: 'ETH',
  to_coin_code: 'USDT',
  swap_status: 'Completed',
};
const internal = { internal_id: 5, amount: 10, currency: 'EUR', status: 'Pending' };
const outgoing = {
  fiat_with_trans_id: 6,
  amount: 50,
  bank_currency: 'EUR',
  status: 'Completed',
  payment_proof: 'proof.png',
};
const ledger = {
  balance_sheet_id: 9,
  type: 'Debit',
  amount: 5,
  current_balance: 95,
  currency_type: 'USD',
  status: 'Approved',
};
const preview = {
  success_display_topup_currency: 'EUR',
  success_display_topup_amount: 10,
  success_display_debit_amount: 10.2,
  success_display_fee_amount: 0.2,
};

const answerSamples: Record<string, unknown> = {
  'account.getUserAccounts': ok([account], {
    site_fees: 1.5,
    outgoingotp: 'SMS OTP Authentication',
    internalotp: null,
    getallcountry: [{ country_id_pk: 1, name: 'Spain', phonecode: 34 }],
    templatearray: [{ fiat_with_trans_id: 2, temp_name: 'Rent' }],
  }),
  'account.getAdminAccounts': ok([
    { admin_account_id_pk: 1, account_number: '123', account_currency_type: 'EUR' },
  ]),
  'account.getAllInternal': ok([ledger]),
  'deposit.getDepositFund': ok([
    {
      fund_amount: 100,
      finaljama: 98,
      tenpercnt: 2,
      account_currency_type: 'EUR',
      withdraw_status: 'Pending',
    },
  ]),
  'limits.getBaseLimit': ok({
    minamount: 10,
    maxamount: 0,
    internalTransferFees: '1.5',
    cryptoexchangerates: { 'BTC/USD': { last_price: 65000.12 } },
  }),
  'deposit.depositFundCheck': ok(preview),
  'deposit.submitFundDeposit': ok(undefined),
  'settings.sendAccountInfoEmail': { code: '200', message: 'Sent' },
  'account.transferWalletToAccount': ok(null),
  'account.getIbanAccountsBalance': ok({ eurAvailableBalance: 120.3 }, { site_fees: 1 }),
  'account.getIbanBankAccount': ok(null),
  'account.getIbanTransactionHistory': ok({
    EUR: [{ ibanabs_id: 1, amount: 3, currency: 'EUR', debit_credit: 'CREDIT' }],
  }),
  'account.transferAccountToWallet': ok(undefined),
  'account.withdrawalAccountToExternalAccount': ok(undefined),
  'outgoingTransfer.getFiatWithdrawDetails': ok([
    { fiat_with_trans_id: 2, switch_code: 'BIC', country_id: 4 },
  ]),
  'outgoingTransfer.deleteTemplate': ok(undefined),
  'outgoingTransfer.outgoingWireCheck': ok({
    success_display_cur: 'EUR',
    success_display_amount: 100,
    success_display_debitamount: 101,
  }),
  'outgoingTransfer.outgoingWire': ok({ success_display_refno: 'REF1', success_display_amount: 100 }),
  'account.checkEmailAccount': ok('Jane Doe'),
  'internalTransfer.fiatInternalTransfer': ok(undefined),
  'internalTransfer.fiatInternalTransferCheck': ok({
    amount: 10,
    fee: '0.10',
    total: 10.1,
    currency: 'EUR',
    payee: 'friend@example.com',
  }),
  'cryptoExchange.getAllCrypto': ok({
    otp: 'Google Authentication',
    accounts: [account],
    usercryptowallet: [wallet],
  }),
  'cryptoExchange.getAllCryptoTransaction': ok({
    transfer_array: [{ transfer_id: 1, coin_code: 'BTC', transfer_amount: 0.1 }],
    depoaddress: [{ deposit_address_id: 2 }],
  }),
  'cryptoExchange.generateUserWalletAddress': ok(undefined),
  'cryptoExchange.refreshUserWalletBalance': ok(undefined),
  'cryptoExchange.updateUserWalletAddress': ok(undefined),
  'cryptoExchange.getDepositDetails': ok([{ coincode: 'ETH', coinaddress: '0xabc', min_amount: 0.01 }]),
  'cryptoExchange.getWithdrawDetails': ok({
    coincode: 'BTC',
    feeamount: 0.0005,
    isfixed: 'Yes',
    minamount: 0.001,
  }),
  'cryptoExchange.withdrawPreview': ok({
    debit_amount: 0.1,
    credit_amount: 0.0995,
    fees: 0.0005,
    debit_currency: 'BTC',
    credit_currency: 'BTC',
  }),
  'cryptoExchange.withdrawSubmit': ok({ success_display_amount: 0.1, success_display_refno: 'W1' }),
  'limits.getBaseLimitCrypto': ok({ mininternallimit: 0.0001, maxinternallimit: 2 }),
  'cryptoExchange.submitTransferCheck': ok({ amount: '0.05', currency: 'BTC', payee: 'a@b.c' }),
  'cryptoExchange.submitTransfer': ok({
    error_display_details: 'Recipient not found',
    error_display_amount: 1,
  }),
  'cryptoExchange.getTicker': ok([
    { symbol: 'SPX', label: 'S&P 500', price: 5200.5, change_percent: '-0.12' },
  ]),
  'cryptoExchange.getPrices': ok({
    at: '2026-11-25T20:00:00.000Z',
    prices: [{ coin: 'BTC', currency: 'USD', price: '65000.12345678', change_percent: '1.20' }],
  }),
  'cryptoExchange.getPriceHistory': ok({
    coin: 'BTC',
    currency: 'EUR',
    range: '24h',
    points: [{ at: '2026-11-25T20:00:00.000Z', price: '59800.00000000' }],
    low: '59800.00000000',
    high: '59800.00000000',
    change_percent: '0.00',
  }),
  'cards.getUserCards': ok([card], { accountarray: [account], cardtopup: 'SMS OTP Authentication' }),
  'cards.getApproveCardDetails': ok({ accno: '4001', amount: 25, amountsymbole: '$', accid: 1, cardid: 3 }),
  'cards.submitVirtual': ok(undefined),
  'cards.submitPhysical': ok(undefined),
  'cards.verify2FA': ok({ card_id: 3, cvv_number: '123' }),
  'cards.getCards': ok([
    { cardinfo_id: 1, card_name: 'Physical', joining_fees_usd: 10, annual_fees_eur: '9.5' },
  ]),
  'cards.getCardDetails': ok(
    { cardinfo_id: '2', card_name: 'Virtual' },
    { delresult: [{ deliveryid: 1, dname: 'Express', usdprice: 5 }] },
  ),
  'cards.cardTopupCheck': ok(preview),
  'cards.cardTopupByCryptoCheck': ok({ ...preview, exchangerateprice: 65000 }),
  'cards.cardTopup': ok({
    success_display_to_card: '**** 1111',
    success_display_refno: 'T1',
    gtmTrack: { event: 'topup' },
  }),
  'cards.cardTopupByCrypto': ok({ success_display_details: 'Pending review' }),
  'cards.getUserCardsByAccount': ok([card]),
  'cards.getUserAccountByCards': ok([account]),
  'cards.getUserCardsTopup': ok([card], { accounttopup: '', minibuy: 10, maxbuy: 1000 }),
  'account.accountTopup': ok({ success_display_amount: 20 }),
  'cards.getCardDetailsById': ok([{ usercard_status: 'Active', card_balance: 10, dailyoverall: 500 }], {
    api_card_data: { status: 'ACTIVE', limits: { daily_cap: 500, per_transaction_cap: 100 } },
    api_sub_account_data: { currency: 'USD', total_available: 10 },
    accnumber: [{ account_number: 4001 }],
    displayDaily: { purchase: 100, withdraw: 50, internet: 20, contactless: 10 },
  }),
  'cards.updateCardLimit': ok(undefined),
  'cards.updateSmsAlert': ok(undefined),
  'cards.updateWithAlert': ok(undefined),
  'cards.freezeUnfreeze': ok(undefined),
  'cards.cardToAccount': ok({
    success_display_amount: 20,
    success_display_credit_amount: 19.8,
    success_display_from_card: '**** 1111',
  }),
  'cards.payCardFees': ok({ success_display_refno: 'F1', success_display_amount: 25 }),
  'cryptoExchange.getAllCryptoExchange': ok({
    accounts: [account],
    usercryptowallet: [wallet],
    buyselltra: [buySell],
    swaptra: [swap],
    buyotp: 'Google Authentication',
  }),
  'cryptoExchange.getCryptoRatesBuy': ok({
    credit_amount: 0.0015,
    fees: 1,
    debit_amount: 100,
    credit_currency: 'BTC',
    debit_currency: 'EUR',
    exchangerate: 65000,
  }),
  'cryptoExchange.getCryptoRatesSell': ok({
    credit_amount: 64,
    fees: 1,
    debit_amount: 0.001,
    credit_currency: 'EUR',
    debit_currency: 'BTC',
    exchangerate: 65000,
  }),
  'cryptoExchange.submitExchangeBuy': ok({
    success_display_credit_amount: 0.0015,
    success_display_refno: 'B1',
  }),
  'cryptoExchange.submitExchangeSell': ok({
    error_display_details: 'Not enough balance',
    error_display_amount: 1,
  }),
  'cryptoExchange.swapPreview': ok({
    from_amount: 1,
    to_amount: 2000,
    credit_amount: 1990,
    fees: 10,
    debit_amount: 1,
    credit_currency: 'USDT',
    debit_currency: 'ETH',
    exchangerate: 2000,
  }),
  'cryptoExchange.swapSubmit': ok({
    success_display_refno_swap: 'S1',
    success_display_credit_amount_swap: 1990,
  }),
  'internalTransfer.getAllInternals': ok([internal], {
    outgoing: [outgoing],
    balancedata: [ledger],
    useraccount: [account],
  }),
  'internalTransfer.getAllInternalDetails': ok([{ ...internal, modalfromuser: 'A', modaltouser: 'B' }]),
  'outgoingTransfer.getAllOutgoingDetails': ok([outgoing]),
  'cards.getUserCardsTransactions': ok([{ amount: 10, cardtra_type: 'debit', card_currancy: 'USD' }], {
    allcards: [card],
  }),
  'cards.getUserCardUsageTransactions': ok([{ transaction_id: 99, amount: 3.2, merchant: 'Shop' }], {
    allcards: [],
  }),
  'cards.getUserCardUsageTransactionsRefresh': {
    code: '200',
    message: 'Refreshed',
    gtmTransactions: [{ card_id: 3, transaction_id: 'g1', amount: 1 }],
  },
  'user.getUserLoginLogs': ok([
    { login_log_pk: 1, login_log_ip: '10.0.0.1', login_browser: 'Firefox', login_os: 'Linux' },
  ]),
  'news.findAllNews': ok([{ news_id: 1, title: 'Hello', description: '<p>x</p>' }]),
  'news.findNewsById': ok({ news_id: 1, title: 'Hello', description: null }),
  'faq.getFaqs': ok([{ faq_cat_id: 1, category_name: 'Cards' }]),
  'faq.getFaqsByCat': ok([{ question: 'Q?', answer: 'A.' }]),
  'settings.getPages': ok([{ page_description: '<h1>Terms</h1>' }]),
  'user.submitContact': ok(undefined),
  'kyc.getKycDetails': ok({
    kyc_id: 4,
    first_name: 'Ana',
    mainkycstatus: 'Pending',
    documentarray: [{ upload_id: 1, upload_file_name: 'a.png' }],
    documenttypes: [{ document_type_id: 3, document_name: 'Other' }],
  }),
  'user.getStatesFromCountry': ok([{ id: 1, name: 'Madrid' }]),
  'kyc.updateUserKyc': ok(undefined),
  'kyc.updateDoc': ok(undefined),
  'kyc.updateUserDocuments': ok(undefined),
  'profile.getEditProfileDetails': ok([
    { first_name: 'Ana', tier: '2', timezones: [{ tid: 1, gmtdata: 'GMT+1' }] },
  ]),
  'profile.updatePassword': ok(undefined),
  'profile.updateEmailNotification': ok(undefined),
  'notification.updateUserNotification': ok(undefined),
  'profile.updateUserProfile': ok(undefined),
};

const specEndpoints = Object.values({
  ...walletsEndpoints,
  ...cryptoEndpoints,
  ...cardsEndpoints,
  ...exchangeEndpoints,
  ...listsEndpoints,
  ...contentEndpoints,
  ...kycProfileEndpoints,
}) as EndpointDefinition[];
const enveloped = specEndpoints.filter((endpoint) => !endpoint.binary);

describe('answer samples of specs 02 and 03', () => {
  it('cover every enveloped call', () => {
    expect(Object.keys(answerSamples).sort()).toEqual(enveloped.map((endpoint) => endpoint.id).sort());
  });

  it.each(enveloped.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s parses its sample',
    (id, endpoint) => {
      const result = v.safeParse(endpoint.answer, answerSamples[id]);
      expect(result.issues?.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`)).toBeUndefined();
      expect(result.success).toBe(true);
    },
  );

  it.each(enveloped.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s normalises the code to a string',
    (id, endpoint) => {
      const output = v.parse(endpoint.answer, answerSamples[id]) as { code: string };
      expect(output.code).toBe('200');
    },
  );
});
