import { eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { deliveryOptions } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { requestCard } from './request-card';

export const submitPhysicalHandler = defineHandler(
  endpoints['cards.submitPhysical'],
  async ({ db, userId, body }) => {
    const [delivery] = await db.select().from(deliveryOptions).where(eq(deliveryOptions.id, body.delvalue));
    if (!delivery) throw notFound('Delivery option not found');
    await db.transaction((tx) =>
      requestCard(tx, {
        userId,
        accountId: body.account,
        productId: body.cardid,
        type: 'physical',
        deliveryId: delivery.id,
        customerName: `${body.first_name} ${body.last_name}`,
        settings: {
          address1: body.address1,
          address2: body.address2,
          postalcode: body.postalcode,
          city: body.city,
          phonecode: body.phonecode,
          phonenumber: body.phonenumber,
        },
      }),
    );
    return done('Your physical card request was submitted');
  },
);
