import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { fiatAccountsOf } from '../../lib/customer-funds/owned';
import { fiatAccountWire } from '../../lib/customer-funds/wire';
import { cardListWire, loadCards } from '../../lib/customer-funds/load-cards';
import { balanceSheetOf } from '../../lib/balance-sheet';
import { internalTransfersOf, outgoingWiresOf } from './transfer-rows';

/** Everything the fiat-transactions page filters client-side: internal transfers (sent and received),
 * outgoing wires, the fiat balance sheet, the account filter and the cards. */
export const getAllInternalsHandler = defineHandler(endpoints['internalTransfer.getAllInternals'], async ({ db, userId }) => {
  const accounts = await fiatAccountsOf(db, userId);
  return ok(await internalTransfersOf(db, userId), 'Success', {
    outgoing: await outgoingWiresOf(db, userId),
    balancedata: await balanceSheetOf(db, accounts),
    useraccount: accounts.map(fiatAccountWire),
    allcards: cardListWire(await loadCards(db, userId)),
  });
});
