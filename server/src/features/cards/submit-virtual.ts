import { endpoints } from '../../contract';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { hashPassword } from '../../security/hashing';
import { requestCard } from './request-card';

/** Quick add {title, account} or the full form {cardid, phonecode, phonenumber, account, password}; the 3DS
 * password is kept only as a scrypt hash. */
export const submitVirtualHandler = defineHandler(
  endpoints['cards.submitVirtual'],
  async ({ db, userId, body }) => {
    const settings: Record<string, string> = {};
    if (body.title) settings.card_name = body.title;
    if (body.cardid)
      Object.assign(settings, {
        phonecode: body.phonecode ?? '',
        phonenumber: body.phonenumber ?? '',
        three_ds: await hashPassword(body.password ?? ''),
      });
    await db.transaction((tx) =>
      requestCard(tx, { userId, accountId: body.account, productId: body.cardid, type: 'virtual', settings }),
    );
    return done('Your virtual card request was submitted');
  },
);
