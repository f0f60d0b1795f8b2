import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { cardPurchaseQueue } from '../db/schema/index';

// Local card processor: issues card numbers (Luhn-valid, test BIN) and produces usage transactions.

const luhnDigit = (digits: string): string => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return String((10 - (sum % 10)) % 10);
};

export const issueCardNumber = (): { cardNumber: string; expMonth: string; expYear: string; cvv: string } => {
  const body = `400000${Array.from({ length: 9 }, () => randomInt(0, 10)).join('')}`;
  const now = new Date();
  return {
    cardNumber: body + luhnDigit(body),
    expMonth: String(now.getUTCMonth() + 1).padStart(2, '0'),
    expYear: String(now.getUTCFullYear() + 4),
    cvv: String(randomInt(0, 1000)).padStart(3, '0'),
  };
};

const MERCHANTS = ['Grocery Market', 'City Transit', 'Online Books', 'Coffee House', 'Airline Tickets'];

type Usage = { transactionId: string; amount: string; merchant: string; transactionType: string };

// Purchases the back office (or a test) announced for a card: the processor reports them at the next
// refresh instead of random ones, so a declined purchase can be produced on purpose. They wait in the
// database: the CLI that queues them is another process than the API that reports them.
export const queueUsage = async (
  db: Executor,
  cardId: number,
  purchase: { amount: string; merchant: string },
): Promise<void> => {
  await db.insert(cardPurchaseQueue).values({ cardId, ...purchase });
};

/** Takes the card's queued purchases: one DELETE … RETURNING, so two refreshes at once (two processes)
 * never both get the same row. */
const takeQueued = async (db: Executor, cardId: number) => {
  const rows = await db.delete(cardPurchaseQueue).where(eq(cardPurchaseQueue.cardId, cardId)).returning({
    id: cardPurchaseQueue.id,
    amount: cardPurchaseQueue.amount,
    merchant: cardPurchaseQueue.merchant,
  });
  return rows.sort((a, b) => a.id - b.id);
};

/** New usage transactions since the last refresh: the queued ones if any, else 0–2 small random purchases. */
export const fetchUsage = async (db: Executor, cardId: number): Promise<Usage[]> => {
  const waiting = await takeQueued(db, cardId);
  if (waiting.length) {
    return waiting.map((p) => ({
      transactionId: `gtm-${cardId}-${Date.now()}-${randomInt(0, 1e6)}`,
      amount: p.amount,
      merchant: p.merchant,
      transactionType: 'purchase',
    }));
  }
  return Array.from({ length: randomInt(0, 3) }, () => ({
    transactionId: `gtm-${cardId}-${Date.now()}-${randomInt(0, 1e6)}`,
    amount: `${randomInt(1, 120)}.${String(randomInt(0, 100)).padStart(2, '0')}`,
    merchant: MERCHANTS[randomInt(0, MERCHANTS.length)]!,
    transactionType: 'purchase',
  }));
};
