import type { Executor } from '../db/client';
import { cardProducts, deliveryOptions } from '../db/schema/index';

/** Card products (id 1 is the physical card, as the portal expects) and delivery options with prices. */
export const seedCardProducts = async (db: Executor): Promise<void> => {
  await db.insert(cardProducts).values([
    {
      cardName: 'Physical Card',
      cardType: 'physical',
      cardDesc: '<p>A contactless <strong>Visa</strong> card delivered to your address.</p>',
      joiningFeesUsd: '25',
      joiningFeesEur: '23',
      annualFeesUsd: '10',
      annualFeesEur: '9',
    },
    {
      cardName: 'Virtual Card',
      cardType: 'virtual',
      cardDesc: '<p>A virtual card for online payments, ready in minutes.</p>',
      joiningFeesUsd: '5',
      joiningFeesEur: '5',
      annualFeesUsd: '0',
      annualFeesEur: '0',
    },
  ]);
  await db.insert(deliveryOptions).values([
    { dname: 'Standard post', workingdays: '7-10', usdprice: '5', europrice: '5' },
    { dname: 'Express courier', workingdays: '2-3', usdprice: '25', europrice: '23' },
  ]);
};
