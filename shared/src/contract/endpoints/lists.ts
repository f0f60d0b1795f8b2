import * as v from 'valibot';
import { answerOf, defineEndpoint } from '../define-endpoint';
import {
  cardSchema,
  cardTransactionSchema,
  gtmTransactionSchema,
  usageTransactionSchema,
} from '../schemas/cards';
import { balanceSheetEntrySchema, fiatAccountSchema } from '../schemas/fiat';
import * as req from '../schemas/requests/account';
import { internalTransferSchema, outgoingTransferSchema } from '../schemas/transfers';
import { listOf, noData, optList } from '../schemas/wire';

// Spec 03 §7 "Transaction lists" and the card transaction lists. The Fiat type of /fiat-transactions
// reads account.getAllInternal (wallets.ts); GetAllInternal(s) both carry the fiat ledger.

export const listsEndpoints = {
  /** data: internal transfers; outgoing: outgoing wires; balancedata: the fiat ledger; useraccount: the
   * account filter; allcards: the user's cards. */
  'internalTransfer.getAllInternals': defineEndpoint({
    id: 'internalTransfer.getAllInternals',
    method: 'GET',
    path: 'user/internaltransfer/GetAllInternals',
    auth: 'user',
    answer: answerOf(listOf(internalTransferSchema), {
      outgoing: optList(outgoingTransferSchema),
      balancedata: optList(balanceSheetEntrySchema),
      useraccount: optList(fiatAccountSchema),
      allcards: optList(cardSchema),
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
    answer: answerOf(listOf(cardTransactionSchema), { allcards: optList(cardSchema) }),
  }),
  'cards.getUserCardUsageTransactions': defineEndpoint({
    id: 'cards.getUserCardUsageTransactions',
    method: 'GET',
    path: 'user/cards/getuserCardUsageTransactions',
    auth: 'user',
    answer: answerOf(listOf(usageTransactionSchema), { allcards: optList(cardSchema) }),
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
