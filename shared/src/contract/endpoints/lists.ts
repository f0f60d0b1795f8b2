import * as v from 'valibot';
import { answerOf, defineEndpoint } from '../define-endpoint';
import {
  cardSchema,
  cardTransactionSchema,
  gtmTransactionSchema,
  usageTransactionSchema,
} from '../schemas/cards';
import { balanceSheetEntrySchema, fiatAccountSchema } from '../schemas/fiat';
import { bundleQueryWith, pageQueryWith, pagingSchema, queryDay } from '../schemas/paging';
import * as req from '../schemas/requests/account';
import { internalTransferSchema, outgoingTransferSchema } from '../schemas/transfers';
import { listOf, noData, optList } from '../schemas/wire';

// Spec 03 §7 "Transaction lists" and the card transaction lists. The Fiat type of /fiat-transactions
// reads account.getAllInternal (wallets.ts); GetAllInternal(s) both carry the fiat ledger.

/** The lists of the /fiat-transactions bundle that page on their own (`?list=`). */
export const FIAT_LISTS = ['ledger', 'internal', 'outgoing'] as const;
export type FiatList = (typeof FIAT_LISTS)[number];

/** Query of internalTransfer.getAllInternals (contract 1.1): `list` picks one list of the bundle (then only that
 * one is filled, plus useraccount); from/to are UTC days, both inclusive; account is one of the caller's fiat
 * accounts (account_id_pk). Page and size need a list. */
export const fiatListsQuerySchema = bundleQueryWith(FIAT_LISTS, {
  account: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'account must be an account id'))),
});

/** Kinds of card transactions a list may ask for (`kind=topup`: the /top-up-transactions list). */
export const CARD_TRANSACTION_KINDS = ['topup', 'to-account', 'card-fee'] as const;

/** Query of the card transaction lists (contract 1.1): card is one of the caller's card ids, from/to are UTC days,
 * both inclusive, kind narrows the card transactions; page+size answer one page plus `paging`. */
export const cardListQuerySchema = pageQueryWith({
  card: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'card must be a card id'))),
  from: queryDay('from'),
  to: queryDay('to'),
  kind: v.optional(
    v.picklist(CARD_TRANSACTION_KINDS, `kind must be one of ${CARD_TRANSACTION_KINDS.join(', ')}`),
  ),
});

export const listsEndpoints = {
  /** data: internal transfers; outgoing: outgoing wires; balancedata: the fiat ledger; useraccount: the
   * account filter; allcards: the user's cards. */
  'internalTransfer.getAllInternals': defineEndpoint({
    id: 'internalTransfer.getAllInternals',
    method: 'GET',
    path: 'user/internaltransfer/GetAllInternals',
    auth: 'user',
    query: fiatListsQuerySchema,
    answer: answerOf(listOf(internalTransferSchema), {
      outgoing: optList(outgoingTransferSchema),
      balancedata: optList(balanceSheetEntrySchema),
      useraccount: optList(fiatAccountSchema),
      allcards: optList(cardSchema),
      paging: pagingSchema,
    }),
  }),
  /** The details modal reads data[0]. */
  'internalTransfer.getAllInternalDetails': defineEndpoint({
    id: 'internalTransfer.getAllInternalDetails',
    method: 'POST',
    path: 'user/internaltransfer/GetAllInternalDetails',
    auth: 'user',
    body: req.internalDetailsBodySchema,
    answer: answerOf(listOf(internalTransferSchema)),
  }),
  /** The details modal reads data[0]. */
  'outgoingTransfer.getAllOutgoingDetails': defineEndpoint({
    id: 'outgoingTransfer.getAllOutgoingDetails',
    method: 'POST',
    path: 'user/outgoingtransfer/GetAllOutgoingDetails',
    auth: 'user',
    body: req.outgoingDetailsBodySchema,
    answer: answerOf(listOf(outgoingTransferSchema)),
  }),
  /** The payment proof file of outgoing transfer :id (fiat_with_trans_id), served only to its owner.
   * Binary (design): the "link" in the details modal fetches it with the bearer token and opens the blob. */
  'outgoingTransfer.getPaymentProof': defineEndpoint({
    id: 'outgoingTransfer.getPaymentProof',
    method: 'GET',
    path: 'user/outgoingtransfer/getpaymentproof/:id',
    auth: 'user',
    params: req.idParamsSchema,
    binary: true,
    answer: v.unknown(),
  }),
  'cards.getUserCardsTransactions': defineEndpoint({
    id: 'cards.getUserCardsTransactions',
    method: 'GET',
    path: 'user/cards/getuserCardsTransactions',
    auth: 'user',
    query: cardListQuerySchema,
    answer: answerOf(listOf(cardTransactionSchema), { allcards: optList(cardSchema), paging: pagingSchema }),
  }),
  'cards.getUserCardUsageTransactions': defineEndpoint({
    id: 'cards.getUserCardUsageTransactions',
    method: 'GET',
    path: 'user/cards/getuserCardUsageTransactions',
    auth: 'user',
    query: cardListQuerySchema,
    answer: answerOf(listOf(usageTransactionSchema), { allcards: optList(cardSchema), paging: pagingSchema }),
  }),
  /** Pulls new usage from the card processor; the first gtmTransactions row goes to the trackers. */
  'cards.getUserCardUsageTransactionsRefresh': defineEndpoint({
    id: 'cards.getUserCardUsageTransactionsRefresh',
    method: 'GET',
    path: 'user/cards/getuserCardUsageTransactionsRefresh',
    auth: 'user',
    answer: answerOf(noData, { gtmTransactions: optList(gtmTransactionSchema) }),
  }),
} as const;
