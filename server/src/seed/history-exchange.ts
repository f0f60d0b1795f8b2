import type { Coin, Fiat } from '../adapters/market-prices';
import { priceOf } from '../adapters/market-prices';
import type { Tx } from '../db/client';
import { exchangeOrders, swapOrders } from '../db/schema/index';
import { dec, fmt, hold, houseAccount, neg, percentOf, sub, transfer } from '../ledger/index';
import { type Ctx, type Event, amountIn, pick, refOf, spread, txHash } from './history-kit';

// Buy / sell orders at the market price of their date (Completed, two Pending with the fiat held, two Failed)
// and swaps; legs as the exchange handlers post them (customer ⇄ house FX, fee to the house fee account).

const TRADED: Coin[] = ['BTC', 'ETH', 'USDT'];
const NOTES: Record<string, string> = {
  Failed: 'Payment could not be confirmed; nothing was debited',
  Completed: 'Settled',
};

type LegsOf = {
  side: 'Buy' | 'Sell';
  fiat: Fiat;
  coin: Coin;
  account: number;
  wallet: number;
  gross: string;
  fee: string;
  cryptoAmount: string;
  fiatAmount: string;
};

/** The ledger legs of a settled order, as the exchange handlers post them. */
const orderLegs = async (tx: Tx, o: LegsOf) => {
  const [fxFiat, fees, fxCoin] = [
    await houseAccount(tx, 'fx', o.fiat),
    await houseAccount(tx, 'fees', o.fiat),
    await houseAccount(tx, 'fx', o.coin),
  ];
  return o.side === 'Buy'
    ? [
        { accountId: o.account, amount: neg(o.gross) },
        { accountId: fxFiat, amount: sub(o.gross, o.fee) },
        { accountId: fees, amount: o.fee },
        { accountId: fxCoin, amount: neg(o.cryptoAmount) },
        { accountId: o.wallet, amount: o.cryptoAmount },
      ]
    : [
        { accountId: o.wallet, amount: neg(o.cryptoAmount) },
        { accountId: fxCoin, amount: o.cryptoAmount },
        { accountId: fxFiat, amount: neg(o.gross) },
        { accountId: o.account, amount: o.fiatAmount },
        { accountId: fees, amount: o.fee },
      ];
};

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
        adminNote: NOTES[status] ?? null,
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
      const legs = await orderLegs(tx, {
        side,
        fiat,
        coin,
        account: account.id,
        wallet: wallet.id,
        gross,
        fee,
        cryptoAmount,
        fiatAmount,
      });
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
