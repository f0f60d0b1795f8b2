import { randomBytes } from 'node:crypto';
import { cryptoDeposits } from '../../db/schema/index';
import { creditCryptoDeposit } from '../../features/crypto/credit-deposit';
import { accountIn } from '../../lib/ledger-accounts';
import { type Command, need, userByEmail } from '../command';

/** Simulates an incoming on-chain deposit to a user's wallet: detected (Pending), credited on refresh or with --confirm. */
export const cryptoDepositCommand: Command = {
  name: 'crypto-deposit',
  usage: 'crypto-deposit <email> <BTC|ETH|USDT|USDC> <amount> [--confirm]',
  run: async (db, [email, coin, amount, flag]) => {
    const user = await userByEmail(db, email);
    const code = need(coin, 'coin').toUpperCase();
    if (!/^\d+(\.\d{1,8})?$/.test(need(amount, 'amount')))
      throw new Error('amount must be a positive decimal with up to 8 places');
    const wallet = await accountIn(db, user.id, 'crypto', code);
    if (!wallet?.walletAddress) throw new Error(`${user.email} has no ${code} wallet address yet`);
    const hash = `0x${randomBytes(32).toString('hex')}`;
    const [row] = await db
      .insert(cryptoDeposits)
      .values({
        userId: user.id,
        reference: `CDP-${hash.slice(2, 14).toUpperCase()}`,
        walletId: wallet.id,
        coinCode: code,
        amount: amount!,
        transactionHash: hash,
      })
      .returning();
    if (flag === '--confirm') await creditCryptoDeposit(db, row!.id);
    return `crypto deposit ${row!.id}: ${amount} ${code} to ${wallet.walletAddress} ${flag === '--confirm' ? 'credited' : 'detected (credited on refresh)'}`;
  },
};
