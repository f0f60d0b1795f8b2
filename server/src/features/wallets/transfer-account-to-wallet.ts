import { endpoints, formatFiat } from '../../contract';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { moveBetweenWalletAndIban } from './iban-move';

export const transferAccountToWalletHandler = defineHandler(
  endpoints['account.transferAccountToWallet'],
  async ({ db, userId, body }) => {
    const { amount } = await moveBetweenWalletAndIban(
      db,
      userId,
      'iban-to-wallet',
      body.transfer_currency,
      body.transfer_amount,
    );
    return done(`${formatFiat(amount, body.transfer_currency)} transferred to your virtual wallet`);
  },
);
