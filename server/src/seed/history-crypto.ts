import { eq } from 'drizzle-orm';
import type { Coin } from '../adapters/market-prices';
import type { Tx } from '../db/client';
import {
  cryptoAddresses,
  cryptoDeposits,
  cryptoTransfers,
  cryptoWithdrawals,
  ledgerAccounts,
} from '../db/schema/index';
import { networkFeeAmount, networkFeeOf } from '../domain/fees';
import { add, dec, fmt, houseAccount, move, percentOf } from '../ledger/index';
import {
  type Ctx,
  type Event,
  type Wallets,
  amountIn,
  daysAgo,
  later,
  peer,
  pick,
  refOf,
  spread,
  txHash,
} from './history-kit';
import { settle } from './history-settle';

// Crypto history: a USDT address (BTC/ETH have theirs; USDC stays without one for "Generate Wallet"), deposit
// and withdraw addresses, on-chain deposits and withdrawals, and transfers by e-mail with other demo users.

const RANGE: Record<Coin, [number, number]> = {
  BTC: [0.004, 0.06],
  ETH: [0.08, 0.9],
  USDT: [60, 700],
  USDC: [40, 320],
};
const cryptoAmount = (ctx: Ctx, coin: Coin) =>
  amountIn(ctx, RANGE[coin][0], RANGE[coin][1], coin === 'USDT' || coin === 'USDC' ? 2 : 6);
const WITHDRAW_TO: Record<string, string[]> = {
  BTC: [
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6axemvljvt2k76zs50tv4q',
  ],
  ETH: ['0x742d35Cc6634C0532925a3b844Bc454e4438f44e'],
  USDT: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
};

/** The USDT address (Approved) and the address lists: deposit addresses of the wallets, remembered withdraw addresses. */
export const addressEvents = (ctx: Ctx): Event[] => {
  const at = daysAgo(ctx, 364);
  const usdt = `0x${txHash(ctx).slice(2, 42)}`;
  return [
    {
      at,
      run: async (tx: Tx) => {
        await tx
          .update(ledgerAccounts)
          .set({ walletAddress: usdt, walletAddressStatus: 'Approved' })
          .where(eq(ledgerAccounts.id, ctx.crypto.USDT.id));
        const deposit: [Coin, string][] = [
          ['BTC', ctx.crypto.BTC.walletAddress ?? ''],
          ['ETH', ctx.crypto.ETH.walletAddress ?? ''],
          ['USDT', usdt],
        ];
        await tx.insert(cryptoAddresses).values([
          ...deposit.map(([coin, address], i) => ({
            userId: ctx.id,
            walletId: ctx.crypto[coin].id,
            direction: 'deposit',
            walletAddress: address,
            status: 'Approved',
            createdAt: later(at, i),
          })),
          ...Object.entries(WITHDRAW_TO).flatMap(([coin, list]) =>
            list.map((address, i) => ({
              userId: ctx.id,
              walletId: ctx.crypto[coin as Coin].id,
              direction: 'withdraw',
              walletAddress: address,
              status: 'Inactive',
              createdAt: later(at, 24 * (i + 3)),
            })),
          ),
        ]);
      },
    },
  ];
};

/** On-chain deposits credited from the external clearing account; the newest is still Pending (detected). */
export const cryptoDepositEvents = (ctx: Ctx): Event[] =>
  spread(ctx, 14, 350, 1).map((at, i, all) => {
    const coin = (['BTC', 'ETH', 'USDT'] as const)[i % 3]!;
    return cryptoDepositEvent(ctx, at, coin, cryptoAmount(ctx, coin), i === all.length - 1);
  });

export const cryptoDepositEvent = (
  ctx: Ctx,
  at: Date,
  coin: Coin,
  amount: string,
  pending: boolean,
): Event => {
  const hash = txHash(ctx);
  const reference = `CDP-${hash.slice(2, 14).toUpperCase()}`;
  return {
    at,
    run: async (tx: Tx) => {
      const row = {
        userId: ctx.id,
        reference,
        walletId: ctx.crypto[coin].id,
        coinCode: coin,
        amount,
        transactionHash: hash,
        createdAt: at,
      };
      if (pending) return void (await tx.insert(cryptoDeposits).values(row));
      const posted = await move(tx, {
        from: await houseAccount(tx, 'external', coin),
        to: row.walletId,
        amount,
        reference,
        kind: 'crypto-deposit',
      });
      ctx.stamps.set(reference, at);
      await tx
        .insert(cryptoDeposits)
        .values({ ...row, status: 'Completed', ledgerTransactionId: posted.transactionId });
    },
  };
};

/** Withdrawals: amount held; site fee and network fee come off it; captured (Completed), one Failed, newest Pending. */
export const cryptoWithdrawEvents = (ctx: Ctx): Event[] =>
  spread(ctx, 11, 330, 2).map((at, i, all) => {
    const coin = (['BTC', 'ETH', 'USDT'] as const)[i % 3]!;
    return cryptoWithdrawEvent(
      ctx,
      at,
      coin,
      cryptoAmount(ctx, coin),
      i === all.length - 1 ? 'Pending' : i === 5 ? 'Failed' : 'Completed',
    );
  });

export const cryptoWithdrawEvent = (
  ctx: Ctx,
  at: Date,
  coin: Coin,
  amount: string,
  status: string,
): Event => {
  const address = pick(ctx, WITHDRAW_TO[coin]!);
  const reference = refOf(ctx, 'CWD', at);
  const hash = txHash(ctx);
  return {
    at,
    run: async (tx: Tx) => {
      const siteFee = percentOf(amount, ctx.fees.withdrawal, 8);
      const networkFee = networkFeeAmount(amount, await networkFeeOf(tx, coin));
      const credit = fmt(dec(amount).minus(add(siteFee, networkFee)));
      const credits = [
        { accountId: await houseAccount(tx, 'external', coin), amount: credit },
        { accountId: await houseAccount(tx, 'fees', coin), amount: siteFee },
        { accountId: await houseAccount(tx, 'network', coin), amount: networkFee },
      ];
      const held = await settle(ctx, tx, {
        accountId: ctx.crypto[coin].id,
        total: amount,
        reference,
        at,
        status,
        kind: 'crypto-withdrawal',
        credits,
      });
      await tx.insert(cryptoWithdrawals).values({
        userId: ctx.id,
        status,
        reference,
        holdId: held.holdId,
        ledgerTransactionId: held.transactionId,
        walletId: ctx.crypto[coin].id,
        coinCode: coin,
        address,
        network: ctx.crypto[coin].network ?? 'ERC 20',
        originalAmount: amount,
        withdrawAmount: credit,
        tenpercnt: siteFee,
        transactionFees: networkFee,
        transactionHash: status === 'Completed' ? hash : null,
        createdAt: at,
      });
    },
  };
};

export const transferEvent = (
  ctx: Ctx,
  at: Date,
  from: Wallets,
  to: Wallets,
  coin: Coin,
  amount: string,
): Event => {
  const reference = refOf(ctx, 'CTR', at);
  return {
    at,
    run: async (tx: Tx) => {
      const posted = await move(tx, {
        from: from.crypto[coin].id,
        to: to.crypto[coin].id,
        amount,
        reference,
        kind: 'crypto-transfer',
        meta: { address: to.crypto[coin].walletAddress ?? '' },
      });
      ctx.stamps.set(reference, at);
      await tx.insert(cryptoTransfers).values({
        userId: from.id,
        status: 'Completed',
        reference,
        ledgerTransactionId: posted.transactionId,
        fromWalletId: from.crypto[coin].id,
        toWalletId: to.crypto[coin].id,
        toUserId: to.id,
        coinCode: coin,
        amount,
        createdAt: at,
      });
    },
  };
};

/** Transfers by e-mail: 10 sent (USDC among them), 6 received from funded demo users. */
export const cryptoTransferEvents = (ctx: Ctx): Event[] => [
  ...spread(ctx, 10).map((at, i) => {
    const coin = i % 2 === 0 ? 'USDC' : pick(ctx, ['BTC', 'ETH', 'USDT'] as const);
    return transferEvent(
      ctx,
      at,
      ctx,
      peer(ctx, pick(ctx, ['corporate@demo.portal', 'vip1@demo.portal', 'vip2@demo.portal'])),
      coin,
      cryptoAmount(ctx, coin),
    );
  }),
  ...spread(ctx, 6).map((at, i) => {
    const coin = (['USDC', 'BTC', 'ETH'] as const)[i % 3]!;
    return transferEvent(
      ctx,
      at,
      peer(ctx, i % 2 ? 'vip1@demo.portal' : 'crypto@demo.portal'),
      ctx,
      coin,
      amountIn(ctx, RANGE[coin][0], RANGE[coin][1] / 3, coin === 'USDC' ? 2 : 6),
    );
  }),
];
