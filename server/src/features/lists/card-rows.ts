import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerAccounts } from '../../db/schema/index';
import { maskPan } from '../../lib/customer-funds/wire';
import type { LoadedCard } from '../../lib/customer-funds/load-cards';

/** Per card id: what the transaction lists show of the card (masked PAN, product, linked account number). */
export const cardFacts = async (db: Executor, loaded: LoadedCard[]) => {
  const accountIds = loaded.map((l) => l.card.accountId).filter((id): id is number => id !== null);
  const accounts = accountIds.length
    ? await db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, accountIds))
    : [];
  return new Map(
    loaded.map(({ card, productName }) => [
      card.id,
      {
        cardName: card.settings.card_name ?? productName,
        productName,
        cardNumber: maskPan(card.cardNumber),
        currency: card.currency,
        accountNumber: accounts.find((a) => a.id === card.accountId)?.accountNumber ?? '',
      },
    ]),
  );
};
