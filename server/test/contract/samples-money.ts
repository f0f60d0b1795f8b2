import { deliveryOptions, users } from '../../src/db/schema/index';
import { DEMO_TOTP_SECRET } from '../../src/seed/demo-users';
import { authenticator } from 'otplib';
import { eq } from 'drizzle-orm';
import { call } from '../support/harness';
import { DEST, PNG, type World, wireBody } from './world';
import type { Samples } from './sample';

const adminAccount = async (w: World) =>
  (await call(w.h, 'GET', 'user/account/getadminaccoundsbyid', { token: w.as.personal!.token })).json.data[0]
    .admin_account_id_pk;
const deposit = { fundamount: '100', fundinfo: 'SEPA from my bank', fileName: 'proof.png' };
const cardPost = (w: World, path: string, body: unknown) =>
  call(w.h, 'POST', `user/cards/${path}`, { token: w.as.personal!.token, body });

export const walletsSamples: Samples = {
  'account.getUserAccounts': {},
  'account.getAdminAccounts': {},
  'account.getAllInternal': {},
  'deposit.getDepositFund': {},
  'limits.getBaseLimit': { body: () => ({ coinname: 'EUR' }) },
  'deposit.depositFundCheck': {
    body: async (w) => ({ ...deposit, account_id: await adminAccount(w) }),
    files: { file: { name: 'proof.png', bytes: PNG } },
  },
  'deposit.submitFundDeposit': {
    body: async (w) => ({ ...deposit, account_id: await adminAccount(w) }),
    files: { file: { name: 'proof.png', bytes: PNG } },
  },
  'settings.sendAccountInfoEmail': {
    body: () => ({ emailtext: 'Bank name: Portal Payments Ltd', email_id: 'friend@walk.portal' }),
  },
  'account.transferWalletToAccount': { body: () => ({ transfer_currency: 'EUR', transfer_amount: '100' }) },
  'account.getIbanAccountsBalance': {},
  'account.getIbanBankAccount': {},
  'account.getIbanTransactionHistory': {},
  'account.transferAccountToWallet': { body: () => ({ transfer_currency: 'EUR', transfer_amount: '50' }) },
  'account.withdrawalAccountToExternalAccount': {
    body: () => ({
      beneficiary_iban_number: 'DE89 3704 0044 0532 0130 00',
      withdrawal_amount: '100',
      withdrawal_currency: 'EUR',
    }),
  },
  'outgoingTransfer.getFiatWithdrawDetails': { params: (w) => ({ templateId: w.ids.template! }) },
  'outgoingTransfer.deleteTemplate': { params: (w) => ({ templateId: w.ids.dropTemplate! }) },
  'outgoingTransfer.outgoingWireCheck': { body: (w) => wireBody(w.ids.eur!) },
  'outgoingTransfer.outgoingWire': { body: (w) => wireBody(w.ids.eur!) },
  'account.checkEmailAccount': { body: (w) => ({ user_email: w.as.demo!.email, currancy: 'EUR' }) },
  'internalTransfer.fiatInternalTransfer': {
    body: (w) => ({
      account: String(w.ids.eur),
      emailaddress: w.as.demo!.email,
      amount: '10',
      currancy: 'EUR',
      message: 'walk',
    }),
  },
  'internalTransfer.fiatInternalTransferCheck': {
    body: (w) => ({
      account: String(w.ids.eur),
      emailaddress: w.as.demo!.email,
      amount: '10',
      currancy: 'EUR',
      message: 'walk',
    }),
  },
};

export const cryptoSamples: Samples = {
  'cryptoExchange.getAllCrypto': {},
  'cryptoExchange.getAllCryptoTransaction': {},
  'cryptoExchange.generateUserWalletAddress': {
    body: (w) => ({ crypto_wallet_id: String(w.ids.noAddress) }),
  },
  'cryptoExchange.refreshUserWalletBalance': { body: (w) => ({ crypto_wallet_id: String(w.ids.btc) }) },
  'cryptoExchange.updateUserWalletAddress': {
    body: (w) => ({ crypto_wallet_id: String(w.ids.usdt), wallet_address: DEST, network: 'ERC20' }),
  },
  'cryptoExchange.getDepositDetails': { body: (w) => ({ depoid: String(w.ids.btc) }) },
  'cryptoExchange.getWithdrawDetails': {
    body: (w) => ({ crypto_wallet_id: String(w.ids.btc), withaddress: DEST }),
  },
  'cryptoExchange.withdrawPreview': {
    body: (w) => ({ crypto_wallet_id: String(w.ids.btc), withdraw_amount: '0.1' }),
  },
  'cryptoExchange.withdrawSubmit': {
    body: (w) => ({
      crypto_wallet_id: String(w.ids.btc),
      withdraw_address: DEST,
      networkchain: 'ERC20',
      withdraw_amount: '0.1',
    }),
  },
  'limits.getBaseLimitCrypto': { body: () => ({ coinname: 'BTC' }) },
  'cryptoExchange.submitTransferCheck': {
    body: (w) => ({
      transfer_crypto: String(w.ids.btc),
      transfer_email: w.as.demo!.email,
      transfer_amount: '0.05',
      transfer_wallet_address: DEST,
    }),
  },
  'cryptoExchange.submitTransfer': {
    body: (w) => ({
      transfer_crypto: String(w.ids.btc),
      transfer_email: w.as.demo!.email,
      transfer_amount: '0.05',
      transfer_wallet_address: DEST,
    }),
  },
  'cryptoExchange.getTicker': {},
};

export const cardsSamples: Samples = {
  'cards.getUserCards': {},
  'cards.getApproveCardDetails': { body: (w) => ({ card_id: w.ids.approvedCard }) },
  // The personal user's accounts have cards already (one card per account): the demo user requests.
  'cards.submitVirtual': { as: 'demo', body: (w) => ({ title: 'Another', account: w.ids.demoUsd }) },
  'cards.submitPhysical': {
    as: 'demo',
    body: async (w) => ({
      first_name: 'Demo',
      last_name: 'User',
      account: w.ids.demoEur,
      address1: '1 Road',
      address2: 'Flat 2',
      postalcode: 'N1',
      city: 'London',
      phonecode: '44',
      phonenumber: '600111222',
      delvalue: (await w.h.database.db.select().from(deliveryOptions))[0]!.id,
      cardid: 1,
    }),
  },
  'cards.verify2FA': {
    body: async (w) => {
      // A confirmed authenticator: without one the reveal is refused with 409 (issue 44 item 3).
      await w.h.database.db
        .update(users)
        .set({ totpSecret: DEMO_TOTP_SECRET, totpEnabled: true })
        .where(eq(users.id, w.as.personal!.id));
      return { authcode: authenticator.generate(DEMO_TOTP_SECRET), card_id: w.ids.card };
    },
  },
  'cards.getCards': {},
  'cards.getCardDetails': { body: () => ({ cardid: 1 }) },
  'cards.cardTopupCheck': {
    body: (w) => ({ select_account: w.ids.usd, select_card: w.ids.card, amount: '50' }),
  },
  'cards.cardTopupByCryptoCheck': {
    body: (w) => ({
      select_account: w.ids.usd,
      select_card: w.ids.card,
      amount: '50',
      select_crypto_account: w.ids.btc,
    }),
  },
  'cards.cardTopup': { body: (w) => ({ select_account: w.ids.usd, select_card: w.ids.card, amount: '50' }) },
  'cards.cardTopupByCrypto': {
    body: (w) => ({
      select_account: w.ids.usd,
      select_card: w.ids.card,
      amount: '50',
      select_crypto_account: w.ids.btc,
    }),
  },
  'cards.getUserCardsByAccount': { body: (w) => ({ acc_id: w.ids.usd }) },
  'cards.getUserAccountByCards': { body: (w) => ({ card_id: w.ids.card }) },
  'cards.getUserCardsTopup': {},
  'account.accountTopup': {
    body: (w) => ({ select_account: w.ids.usd, select_card: w.ids.card, amount: '20', message: 'walk' }),
  },
  'cards.getCardDetailsById': { body: (w) => ({ card_id: w.ids.card }) },
  'cards.updateCardLimit': {
    body: (w) => ({
      card_id: w.ids.card,
      dailycap: '800',
      monthlycap: '6000',
      weeklycap: '2000',
      pertranscap: '300',
    }),
  },
  'cards.updateSmsAlert': { body: (w) => ({ card_id: w.ids.card }) },
  // Toggles: switched once before, so the walked call switches back and the card stays usable.
  'cards.updateWithAlert': {
    body: async (w) => {
      await cardPost(w, 'updatwithalert', { card_id: w.ids.card });
      return { card_id: w.ids.card };
    },
  },
  'cards.freezeUnfreeze': {
    body: async (w) => {
      await cardPost(w, 'freezeUnfreeze', { card_id: w.ids.card });
      return { card_id: w.ids.card };
    },
  },
  'cards.cardToAccount': {
    body: (w) => ({ card_id: w.ids.card, account_id: w.ids.usd, amount: '10', causal: 'walk' }),
  },
  'cards.payCardFees': { body: (w) => ({ card_id: w.ids.approvedCard, account_id: w.ids.eur }) },
};

export const exchangeSamples: Samples = {
  'cryptoExchange.getAllCryptoExchange': {},
  // Without a query string: BTC in USD over 24 h (the defaults).
  'cryptoExchange.getPrices': {},
  'cryptoExchange.getPriceHistory': {},
  'cryptoExchange.getCryptoRatesBuy': {
    body: (w) => ({ buy_crypto: w.ids.btc, buy_amount: '100', buy_account: w.ids.usd }),
  },
  'cryptoExchange.getCryptoRatesSell': {
    body: (w) => ({ buy_crypto: w.ids.btc, buy_amount: '0.01', buy_account: w.ids.usd }),
  },
  'cryptoExchange.submitExchangeBuy': {
    body: (w) => ({ buy_crypto: w.ids.btc, buy_amount: '100', buy_account: w.ids.usd }),
  },
  'cryptoExchange.submitExchangeSell': {
    body: (w) => ({ buy_crypto: w.ids.btc, buy_amount: '0.01', buy_account: w.ids.usd }),
  },
  'cryptoExchange.swapPreview': {
    body: (w) => ({ swap_from_crypto: w.ids.btc, swap_to_crypto: w.ids.eth, swap_amount: '0.01' }),
  },
  'cryptoExchange.swapSubmit': {
    body: (w) => ({ swap_from_crypto: w.ids.btc, swap_to_crypto: w.ids.eth, swap_amount: '0.01' }),
  },
};
