import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cardProducts, deliveryOptions } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import { add } from '../../ledger/index';
import type { CardRow } from '../../lib/customer-funds/owned';

/** The issuance fee of an Approved card in its currency: the product's joining fee plus, for a physical
 * card, the chosen delivery's price. */
export const issuanceFee = async (db: Executor, card: CardRow): Promise<string> => {
  if (card.status !== 'Approved' || card.settings.fee_paid === 'Yes')
    throw new ApiError('409', 'This card has no fee to pay');
  const [product] = await db.select().from(cardProducts).where(eq(cardProducts.id, card.productId));
  const usd = card.currency === 'USD';
  let fee = product ? (usd ? product.joiningFeesUsd : product.joiningFeesEur) : '0';
  if (card.deliveryId) {
    const [delivery] = await db.select().from(deliveryOptions).where(eq(deliveryOptions.id, card.deliveryId));
    if (delivery) fee = add(fee, usd ? delivery.usdprice : delivery.europrice);
  }
  return fee;
};
