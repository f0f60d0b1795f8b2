import { and, count, desc, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { cardTransactions } from '../../db/schema/index';
import { wireDate } from '../../db/wire';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { shown } from '../../lib/ledger-accounts';
import { cardListWire, loadCards } from '../../lib/customer-funds/load-cards';
import { cardFacts } from './card-rows';
import { type CardListQuery, listWindow, dayRange } from '../../lib/list-scope';

/** Top-ups, card→account moves and card fees of the caller's cards, newest first, plus the card filter. Contract
 * 1.1: card, from/to (UTC days, inclusive) and kind filter in SQL; page+size answer one page plus `paging`. */
export const getUserCardsTransactionsHandler = defineHandler(
  endpoints['cards.getUserCardsTransactions'],
  async ({ db, userId, query }) => {
    const { card, kind, ...rest } = query as CardListQuery;
    const where = and(
      eq(cardTransactions.userId, userId),
      card ? eq(cardTransactions.cardId, Number(card)) : undefined,
      kind ? eq(cardTransactions.kind, kind) : undefined,
      dayRange(cardTransactions.createdAt, rest),
    );
    const window = listWindow(rest);
    const loaded = await loadCards(db, userId);
    const facts = await cardFacts(db, loaded);
    const selected = db.select().from(cardTransactions).where(where).orderBy(desc(cardTransactions.id));
    const rows = window
      ? await selected.limit(window.size).offset((window.page - 1) * window.size)
      : await selected;
    const data = rows.map((r) => {
      const cardOf = facts.get(r.cardId);
      return {
        created_datetime: wireDate(r.createdAt),
        cardtypename: cardOf?.productName ?? '',
        card_name: cardOf?.cardName ?? '',
        account_number: cardOf?.accountNumber ?? '',
        card_number: cardOf?.cardNumber ?? '',
        cardtra_type: r.cardtraType,
        amount: shown(r.amount, r.currency),
        card_currancy: cardOf?.currency ?? r.currency,
        issue_status: r.issueStatus,
        card_id_fk: String(r.cardId),
        currency: r.currency,
        debit_currency: r.debitCurrency,
        debit_amount: shown(r.debitAmount, r.debitCurrency),
        fees: shown(r.fees, r.debitCurrency),
        kind: r.kind,
        reference: r.reference,
      };
    });
    const allcards = cardListWire(loaded);
    if (!window) return ok(data, 'Success', { allcards });
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(cardTransactions)
      .where(where);
    return ok(data, 'Success', { allcards, paging: { ...window, total } });
  },
);
