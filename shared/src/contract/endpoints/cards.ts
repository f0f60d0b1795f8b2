import * as v from 'valibot';
import { answerOf, defineEndpoint } from '../define-endpoint';
import { cardDetailsAnswerSchema } from '../schemas/card-details';
import {
  approvedCardDetailsSchema,
  cardMoveResultSchema,
  cardProductSchema,
  cardSchema,
  cvvRevealSchema,
  deliveryOptionSchema,
  topupPreviewSchema,
} from '../schemas/cards';
import { fiatAccountSchema } from '../schemas/fiat';
import { countrySchema } from '../schemas/geo';
import * as req from '../schemas/requests/cards';
import { listOf, noData, optList, optMoney, secondFactorModeSchema, single } from '../schemas/wire';

// Spec 03 §7 "Cards" (the card transaction lists are in lists.ts).

const ack = answerOf(noData);
const moveResult = answerOf(v.optional(single(cardMoveResultSchema), {}));
const cardTopupPreview = answerOf(single(topupPreviewSchema));

export const cardsEndpoints = {
  /** accountarray: the fiat accounts that have no card yet ("+ Add Card" shows when it is not empty);
   * cardtopup: the second-factor mode of card top-ups. */
  'cards.getUserCards': defineEndpoint({
    id: 'cards.getUserCards',
    method: 'GET',
    path: 'user/cards/getusercards',
    auth: 'user',
    answer: answerOf(listOf(cardSchema), {
      accountarray: optList(fiatAccountSchema),
      cardtopup: secondFactorModeSchema,
    }),
  }),
  'cards.getApproveCardDetails': defineEndpoint({
    id: 'cards.getApproveCardDetails',
    method: 'POST',
    path: 'user/cards/getapprovecarddetails',
    auth: 'user',
    body: req.cardIdBodySchema,
    answer: answerOf(single(approvedCardDetailsSchema)),
  }),
  'cards.submitVirtual': defineEndpoint({
    id: 'cards.submitVirtual',
    method: 'POST',
    path: 'user/cards/submitvirtual',
    auth: 'user',
    body: req.submitVirtualBodySchema,
    answer: ack,
  }),
  'cards.submitPhysical': defineEndpoint({
    id: 'cards.submitPhysical',
    method: 'POST',
    path: 'user/cards/submitphysical',
    auth: 'user',
    body: req.submitPhysicalBodySchema,
    answer: ack,
  }),
  /** Authenticator check for the CVV reveal. Design: with card_id the answer's data carries that card's
   * cvv_number (never cached by the client); without it the answer is code and message only. */
  'cards.verify2FA': defineEndpoint({
    id: 'cards.verify2FA',
    method: 'POST',
    path: 'user/cards/verify2FA',
    auth: 'user',
    body: req.verify2faBodySchema,
    answer: answerOf(v.nullish(single(cvvRevealSchema))),
  }),
  'cards.getCards': defineEndpoint({
    id: 'cards.getCards',
    method: 'GET',
    path: 'user/cards/getCards',
    auth: 'user',
    answer: answerOf(listOf(cardProductSchema)),
  }),
  /** The request form of one product: data the product (as a list), delresult the delivery options. */
  'cards.getCardDetails': defineEndpoint({
    id: 'cards.getCardDetails',
    method: 'POST',
    path: 'user/cards/getCardDetails',
    auth: 'user',
    body: req.cardProductBodySchema,
    answer: answerOf(listOf(cardProductSchema), {
      delresult: optList(deliveryOptionSchema),
      accountarray: optList(fiatAccountSchema),
      countryarray: optList(countrySchema),
    }),
  }),
  'cards.cardTopupCheck': defineEndpoint({
    id: 'cards.cardTopupCheck',
    method: 'POST',
    path: 'user/cards/cardtopupcheck',
    auth: 'user',
    body: req.cardTopupCheckBodySchema,
    answer: cardTopupPreview,
  }),
  'cards.cardTopupByCryptoCheck': defineEndpoint({
    id: 'cards.cardTopupByCryptoCheck',
    method: 'POST',
    path: 'user/cards/cardtopupbycryptocheck',
    auth: 'user',
    body: req.cryptoTopupCheckBodySchema,
    answer: cardTopupPreview,
  }),
  'cards.cardTopup': defineEndpoint({
    id: 'cards.cardTopup',
    method: 'POST',
    path: 'user/cards/cardtopup',
    auth: 'user',
    body: req.cardTopupBodySchema,
    moneyMoving: true,
    answer: moveResult,
  }),
  'cards.cardTopupByCrypto': defineEndpoint({
    id: 'cards.cardTopupByCrypto',
    method: 'POST',
    path: 'user/cards/cardtopupbycrypto',
    auth: 'user',
    body: req.cryptoTopupBodySchema,
    moneyMoving: true,
    answer: moveResult,
  }),
  /** Answer not shown in the spec. Design: data = the cards linked to that fiat account (top-up form). */
  'cards.getUserCardsByAccount': defineEndpoint({
    id: 'cards.getUserCardsByAccount',
    method: 'POST',
    path: 'user/cards/getusercardsByAccount',
    auth: 'user',
    body: req.cardsByAccountBodySchema,
    answer: answerOf(listOf(cardSchema)),
  }),
  /** Answer not shown in the spec. Design: data = the fiat account(s) the card is linked to (the
   * card→account form offers them as destinations). */
  'cards.getUserAccountByCards': defineEndpoint({
    id: 'cards.getUserAccountByCards',
    method: 'POST',
    path: 'user/cards/getuseraccountByCards',
    auth: 'user',
    body: req.cardIdBodySchema,
    answer: answerOf(listOf(fiatAccountSchema)),
  }),
  /** Cards that can be topped up; accounttopup: second-factor mode of card→account moves. */
  'cards.getUserCardsTopup': defineEndpoint({
    id: 'cards.getUserCardsTopup',
    method: 'GET',
    path: 'user/cards/getusercards_topup',
    auth: 'user',
    answer: answerOf(listOf(cardSchema), {
      accounttopup: secondFactorModeSchema,
      minibuy: optMoney,
      maxbuy: optMoney,
    }),
  }),
  /** Money from a card into a fiat account ("account top-up"), second factor per `accounttopup`. */
  'account.accountTopup': defineEndpoint({
    id: 'account.accountTopup',
    method: 'POST',
    path: 'user/account/accounttopup',
    auth: 'user',
    body: req.accountTopupBodySchema,
    moneyMoving: true,
    answer: moveResult,
  }),
  'cards.getCardDetailsById': defineEndpoint({
    id: 'cards.getCardDetailsById',
    method: 'POST',
    path: 'user/cards/getcarddetailsbyid',
    auth: 'user',
    body: req.cardIdBodySchema,
    answer: cardDetailsAnswerSchema,
  }),
  'cards.updateCardLimit': defineEndpoint({
    id: 'cards.updateCardLimit',
    method: 'POST',
    path: 'user/cards/updatecardlimit',
    auth: 'user',
    body: req.updateCardLimitBodySchema,
    answer: ack,
  }),
  /** Toggles the SMS alert service. */
  'cards.updateSmsAlert': defineEndpoint({
    id: 'cards.updateSmsAlert',
    method: 'POST',
    path: 'user/cards/updatesmsalert',
    auth: 'user',
    body: req.cardIdBodySchema,
    answer: ack,
  }),
  /** Toggles the Withdraw From Account service (path spelt so). */
  'cards.updateWithAlert': defineEndpoint({
    id: 'cards.updateWithAlert',
    method: 'POST',
    path: 'user/cards/updatwithalert',
    auth: 'user',
    body: req.cardIdBodySchema,
    answer: ack,
  }),
  'cards.freezeUnfreeze': defineEndpoint({
    id: 'cards.freezeUnfreeze',
    method: 'POST',
    path: 'user/cards/freezeUnfreeze',
    auth: 'user',
    body: req.cardIdBodySchema,
    answer: ack,
  }),
  /** Designed (the spec shows only the result modals of /transfer-account): card → fiat account.
   * Second factor per `accounttopup`; limits minaccounttopup / maxaccounttopup. Result: success_display_amount
   * (withdrawn from the card), success_display_credit_amount, success_display_from_card,
   * success_display_to_account, success_display_currancy, success_display_refno, success_display_details;
   * or error_display_amount and error_display_details. */
  'cards.cardToAccount': defineEndpoint({
    id: 'cards.cardToAccount',
    method: 'POST',
    path: 'user/cards/cardtoaccount',
    auth: 'user',
    body: req.cardToAccountBodySchema,
    moneyMoving: true,
    answer: moveResult,
  }),
  /** Designed (the spec shows only the 'Transaction Submitted' / 'Transaction Failed' modals): pays the
   * issuance fee of an Approved card from account_id (getapprovecarddetails' accid). Second factor per
   * `cardtopup`. Result: success_display_amount, success_display_currancy, success_display_from_account,
   * success_display_refno, success_display_details; or error_display_amount and error_display_details. */
  'cards.payCardFees': defineEndpoint({
    id: 'cards.payCardFees',
    method: 'POST',
    path: 'user/cards/paycardfees',
    auth: 'user',
    body: req.payCardFeesBodySchema,
    moneyMoving: true,
    answer: moveResult,
  }),
} as const;
