import { asc } from 'drizzle-orm';
import { endpoints } from '../../contract';
import type { Executor } from '../../db/client';
import { cardProducts } from '../../db/schema/index';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

export const productWire = (p: typeof cardProducts.$inferSelect) => ({
  cardinfo_id: String(p.id),
  card_name: p.cardName,
  card_desc: p.cardDesc,
  card_type: p.cardType,
  joining_fees_usd: p.joiningFeesUsd,
  joining_fees_eur: p.joiningFeesEur,
  annual_fees_usd: p.annualFeesUsd,
  annual_fees_eur: p.annualFeesEur,
});

export const allProducts = (db: Executor) => db.select().from(cardProducts).orderBy(asc(cardProducts.id));

/** Card products for /request-card (id 1 is the physical card). */
export const getCardsHandler = defineHandler(endpoints['cards.getCards'], async ({ db }) =>
  ok((await allProducts(db)).map(productWire)),
);
