import { asc, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { cardProducts, deliveryOptions } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { productWire } from './get-cards';
import { fiatAccountsOf } from '../../lib/customer-funds/owned';
import { fiatAccountWire } from '../../lib/customer-funds/wire';
import { countryWireRows } from '../../lib/reference-cache';

/** The request form of one product: the product, delivery options with prices, accounts and countries. */
export const getCardDetailsHandler = defineHandler(
  endpoints['cards.getCardDetails'],
  async ({ db, userId, body }) => {
    const [product] = await db.select().from(cardProducts).where(eq(cardProducts.id, body.cardid));
    if (!product) throw notFound('Card product not found');
    const delivery =
      product.cardType === 'physical'
        ? await db.select().from(deliveryOptions).orderBy(asc(deliveryOptions.id))
        : [];
    return ok([productWire(product)], 'Success', {
      delresult: delivery.map((d) => ({
        deliveryid: String(d.id),
        dname: d.dname,
        workingdays: d.workingdays,
        usdprice: d.usdprice,
        europrice: d.europrice,
      })),
      accountarray: (await fiatAccountsOf(db, userId)).map(fiatAccountWire),
      countryarray: await countryWireRows(db),
    });
  },
);
