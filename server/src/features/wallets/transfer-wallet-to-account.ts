import { endpoints, formatFiat } from '../../contract';
import { ApiError } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { moveBetweenWalletAndIban } from './iban-move';

export const transferWalletToAccountHandler = defineHandler(
  endpoints['account.transferWalletToAccount'],
  async ({ db, userId, body }) => {
    // The spec blocks USD on this direction (the provider's IBAN rail is EUR only).
    if (body.transfer_currency === 'USD')
      throw new ApiError('400', 'Currently, USD transfer are not supported.');
    const { amount } = await moveBetweenWalletAndIban(
      db,
      userId,
      'wallet-to-iban',
      body.transfer_currency,
      body.transfer_amount,
    );
    return done(`${formatFiat(amount, body.transfer_currency)} transferred to your IBAN account`);
  },
);
