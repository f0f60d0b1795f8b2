import type { Coin, Fiat } from '../adapters/market-prices';
import { priceOf } from '../adapters/market-prices';
import type { Tx } from '../db/client';
import { exchangeOrders, swapOrders } from '../db/schema/index';
import { dec, fmt, hold, houseAccount, neg, percentOf, sub, transfer } from '../ledger/index';
import { type Ctx, type Event, amountIn, pick, refOf, spread, txHash } from './history-kit';

// Buy / sell orders at the market price of their date (Completed, two Pending with the fiat held, two Failed)
// and swaps; legs as the exchange handlers post them (customer ⇄ house FX, fee to the house fee account).

const TRADED: Coin[] = ['BTC', 'ETH', 'USDT'];

const orderEvent = (
  ctx: Ctx,
  at: Date,
  side: 'Buy' | 'Sell',
  fiat: Fiat,
  coin: Coin,
  status: string,
): Event => {
  const reference = refOf(ctx, side === 'Buy' ? 'BY' : 'SL', at, '');
  const typed = side === 'Buy' ? amountIn(ctx, 120, 1400) : amountIn(ctx, 0.1, 0.45, 8);
  const adminHash = txHash(ctx);
  return {
    at,
    run: async (tx: Tx) => {
      const price = priceOf(coin, fiat, at);
      const account = ctx.fiat[fiat];
      const wallet = ctx.crypto[coin];
      const cryptoQty =
        side === 'Buy' ? '0' : fmt(dec(typed).times(coin === 'USDT' ? 900 : coin === 'ETH' ? 2 : 0.08), 8);
      const gross = side === 'Buy' ? typed : fmt(dec(cryptoQty).times(price), 2);
      const fee = percentOf(gross, ctx.fees.exchange, 2);
      const cryptoAmount = side === 'Buy' ? fmt(dec(sub(gross, fee)).div(price)) : cryptoQty;
      const fiatAmount = side === 'Buy' ? gross : sub(gross, fee);
      const row = {
        userId: ctx.id,
        status,
        reference,
        exchangeType: side,
        exchnagePair: `${fiat}|${coin}`,
        fiatAccountId: account.id,
        walletId: wallet.id,
        fiatAmount,
        cryptoAmount,
        rate: price,
        adminReward: fee,
        adminTransactionHash: status === 'Completed' ? adminHash : null,
        adminNote:
          status === 'Failed'
            ? 'Payment could not be confirmed; nothing was debited'
            : status === 'Completed'
              ? 'Settled'
              : null,
        createdAt: at,
      };
      if (status === 'Failed') return void (await tx.insert(exchangeOrders).values(row));
      if (status === 'Pending') {
        const holdId = await hold(
          tx,
          side === 'Buy'
            ? { accountId: account.id, amount: gross, reference }
            : { accountId: wallet.id, amount: cryptoAmount, reference },
        );
        ctx.stamps.set(reference, at);
        return void (await tx.insert(exchangeOrders).values({ ...row, holdId }));
      }
      const [fxFiat, fees, fxCoin] = [
        await houseAccount(tx, 'fx', fiat),
        await houseAccount(tx, 'fees', fiat),
        await houseAccount(tx, 'fx', coin),
      ];
      const legs =
        side === 'Buy'
          ? [
              { accountId: account.id, amount: neg(gross) },
              { accountId: fxFiat, amount: sub(gross, fee) },
              { accountId: fees, amount: fee },
              { accountId: fxCoin, amount: neg(cryptoAmount) },
              { accountId: wallet.id, amount: cryptoAmount },
            ]
          : [
              { accountId: wallet.id, amount: neg(cryptoAmount) },
              { accountId: fxCoin, amount: cryptoAmount },
              { accountId: fxFiat, amount: neg(gross) },
              { accountId: account.id, amount: fiatAmount },
              { accountId: fees, amount: fee },
            ];
      const { transactionId } = await transfer(tx, {
        legs,
        reference,
        kind: side === 'Buy' ? 'exchange-buy' : 'exchange-sell',
        meta: { userId: ctx.id, price },
      });
      ctx.stamps.set(reference, at);
      await tx.insert(exchangeOrders).values({ ...row, ledgerTransactionId: transactionId });
    },
  };
};

/** 34 orders: mostly buys paid in USD, sells into EUR; the two newest Pending, two Failed. */
export const orderEvents = (ctx: Ctx): Event[] =>
  spread(ctx, 34, 355, 1).map((at, i, all) => {
    const side = i % 3 === 2 ? 'Sell' : 'Buy';
    const fiat: Fiat = side === 'Buy' ? (i % 5 === 0 ? 'EUR' : 'USD') : i % 2 ? 'USD' : 'EUR';
    const status = i >= all.length - 2 ? 'Pending' : i === 8 || i === 21 ? 'Failed' : 'Completed';
    return orderEvent(ctx, at, side, fiat, pick(ctx, TRADED), status);
  });

/** 12 swaps between BTC, ETH and USDT at the USD prices' ratio; fee in the from-coin. */
export const swapEvents = (ctx: Ctx): Event[] =>
  spread(ctx, 12, 340, 5).map((at, i) => {
    const [fromCoin, toCoin] = (
      [
        ['BTC', 'ETH'],
        ['ETH', 'USDT'],
        ['USDT', 'BTC'],
        ['ETH', 'BTC'],
      ] as const
    )[i % 4]!;
    const amount =
      fromCoin === 'BTC'
        ? amountIn(ctx, 0.005, 0.03, 8)
        : fromCoin === 'ETH'
          ? amountIn(ctx, 0.1, 0.5, 8)
          : amountIn(ctx, 80, 400, 8);
    const reference = refOf(ctx, 'SW', at, '');
    return {
      at,
      run: async (tx: Tx) => {
        const fee = percentOf(amount, ctx.fees.swap);
        const net = sub(amount, fee);
        const toAmount = fmt(
          dec(net)
            .times(priceOf(fromCoin, 'USD', at))
            .div(priceOf(toCoin, 'USD', at)),
        );
        const [fxFrom, fees, fxTo] = [
          await houseAccount(tx, 'fx', fromCoin),
          await houseAccount(tx, 'fees', fromCoin),
          await houseAccount(tx, 'fx', toCoin),
        ];
        const [from, to] = [ctx.crypto[fromCoin], ctx.crypto[toCoin]];
        const { transactionId } = await transfer(tx, {
          legs: [
            { accountId: from.id, amount: neg(amount) },
            { accountId: fxFrom, amount: net },
            { accountId: fees, amount: fee },
            { accountId: fxTo, amount: neg(toAmount) },
            { accountId: to.id, amount: toAmount },
          ],
          reference,
          kind: 'exchange-swap',
          meta: {
            userId: ctx.id,
            rate: fmt(dec(priceOf(fromCoin, 'USD', at)).div(priceOf(toCoin, 'USD', at))),
          },
        });
        ctx.stamps.set(reference, at);
        await tx.insert(swapOrders).values({
          userId: ctx.id,
          status: 'Completed',
          reference,
          ledgerTransactionId: transactionId,
          fromWalletId: from.id,
          toWalletId: to.id,
          fromCoin,
          toCoin,
          fromAmount: amount,
          toAmount,
          adminReward: fee,
          createdAt: at,
        });
      },
    };
  });
