import { eq } from 'drizzle-orm';
import { fetchUsage } from '../../adapters/card-processor';
import { phoneAddress, sendSms } from '../../adapters/outbox';
import { endpoints, formatFiat } from '../../contract';
import type { Db } from '../../db/client';
import { cardUsage, users } from '../../db/schema/index';
import { notifyUser } from '../../domain/notify';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { translateMessage } from '../../i18n/translate-message';
import { houseAccount, move } from '../../ledger/index';
import { usageDecline } from '../../lib/customer-funds/card-caps';
import { type CardRow, cardLedgerAccount } from '../../lib/customer-funds/owned';
import { loadCards } from '../../lib/customer-funds/load-cards';
import { maskPan } from '../../lib/customer-funds/wire';

type Usage = Awaited<ReturnType<typeof fetchUsage>>[number];
type Outcome = { status: 'Completed' | 'Failed'; reason?: string };

/** Books one processor purchase: declined (Failed, nothing moves) when the card is frozen or the purchase
 * passes a cap (per transaction, daily, weekly, monthly); otherwise the card sub-account pays the outside
 * world, and the ledger refuses a debit below the available balance (declined: Not enough balance). */
const bookUsage = async (db: Db, card: CardRow, usage: Usage): Promise<Outcome> => {
  const reason = await usageDecline(db, card, usage.amount);
  if (reason) return { status: 'Failed', reason };
  try {
    await db.transaction(async (tx) => {
      const account = await cardLedgerAccount(tx, card);
      await move(tx, {
        from: account.id,
        to: await houseAccount(tx, 'external', card.currency),
        amount: usage.amount,
        reference: usage.transactionId,
        kind: 'card-usage',
        meta: { merchant: usage.merchant },
      });
    });
    return { status: 'Completed' };
  } catch (error) {
    if (error instanceof ApiError) return { status: 'Failed', reason: 'Not enough balance' };
    throw error;
  }
};

/** The SMS alert service (card settings): one SMS per purchase, approved or declined with its reason. */
const alert = async (db: Db, card: CardRow, usage: Usage, outcome: Outcome) => {
  if (card.settings.smsalert !== 'Yes') return;
  const [user] = await db
    .select({ countryCode: users.countryCode, phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, card.userId));
  if (!user?.phone) return;
  const what = `Card ${maskPan(card.cardNumber)}: ${formatFiat(usage.amount, card.currency)} at ${usage.merchant}`;
  const body = outcome.status === 'Completed' ? `${what} approved.` : `${what} declined: ${outcome.reason}.`;
  await sendSms(db, { to: phoneAddress(user.countryCode, user.phone), body });
};

/** Books one purchase, lists it, and tells the customer: the SMS alert, and the in-app notification and
 * e-mail their notification settings allow. */
const recordUsage = async (db: Db, card: CardRow, usage: Usage): Promise<Outcome> => {
  const outcome = await bookUsage(db, card, usage);
  await db.insert(cardUsage).values({
    cardId: card.id,
    userId: card.userId,
    processorTransactionId: usage.transactionId,
    amount: usage.amount,
    currency: card.currency,
    merchant: usage.merchant,
    transactionType: usage.transactionType,
    issueStatus: outcome.status,
  });
  await alert(db, card, usage, outcome);
  const what = `${formatFiat(usage.amount, card.currency)} at ${usage.merchant} with card ${maskPan(card.cardNumber)}`;
  await notifyUser(db, card.userId, {
    title: outcome.status === 'Completed' ? 'Card purchase' : 'Card purchase declined',
    description: outcome.reason ? `${what}: ${outcome.reason}` : what,
    transactionType: 'Card',
  });
  return outcome;
};

/** Pulls new purchases of the caller's Active and frozen (Blocked) cards from the card processor; answers them
 * as gtmTransactions, each with its status and, when declined, the reason. */
export const refreshCardUsageHandler = defineHandler(
  endpoints['cards.getUserCardUsageTransactionsRefresh'],
  async ({ db, userId, language }) => {
    const gtmTransactions = [];
    const loaded = [
      ...(await loadCards(db, userId, { status: 'Active' })),
      ...(await loadCards(db, userId, { status: 'Blocked' })),
    ];
    let declined = 0;
    for (const { card } of loaded) {
      // One transaction per card: the purchases taken from the processor, booked, listed and notified
      // together, so a failure leaves them queued and a purchase is never notified twice or lost.
      const booked = await db.transaction(async (tx) => {
        const rows = [];
        for (const usage of await fetchUsage(tx, card.id))
          rows.push({ usage, outcome: await recordUsage(tx as unknown as Db, card, usage) });
        return rows;
      });
      for (const { usage, outcome } of booked) {
        if (outcome.status === 'Failed') declined += 1;
        gtmTransactions.push({
          card_id: String(card.id),
          transaction_id: usage.transactionId,
          amount: usage.amount,
          currency: card.currency,
          transaction_type: usage.transactionType,
          issue_status: outcome.status,
          ...(outcome.reason ? { decline_reason: translateMessage(outcome.reason, language) } : {}),
        });
      }
    }
    const message = gtmTransactions.length
      ? `${gtmTransactions.length} new card transaction(s)${declined ? `, ${declined} declined` : ''}`
      : 'No new card transactions';
    return ok(null, message, { gtmTransactions });
  },
);
