import { desc, eq } from 'drizzle-orm';
import { feeAndTotal, toCurrencyPlaces } from '../../src/contract';
import { wireCommand } from '../../src/cli/commands/wire';
import { withdrawalCommand } from '../../src/cli/commands/withdrawal';
import { cryptoWithdrawals, ibanTransactions, outgoingWires } from '../../src/db/schema/index';
import { dec, fmt } from '../../src/ledger/index';
import { restoreClock } from '../support/clock';
import { useHarness } from '../support/harness';
import { post, prepare, wireBody } from '../wallets-kit';
import { type Outcome, books, customer, refusedOr, setSetting } from './money-kit';

// Issue 24: every preview the customer sees equals what the server posts. Fiat wallet, IBAN and crypto flows:
// the preview is computed as the screen computes it (the contract's money rules, or the server's check call
// the screen shows), the charge is read from the ledger (balance deltas; held flows once completed).
const h = useHarness();
beforeEach(async () => {
  await prepare(h);
  await setSetting(h, 'limits.fiat.maxamount', '100'); // a maximum the demo balances reach
});
afterEach(() => restoreClock());

/** The fee percentage the IBAN screens read (getbaselimit), as they read it. */
const feePercent = async (token: string, kind: 'internalTransferFees' | 'withdrawalFees') =>
  (await post(h, token, 'user/limits/getbaselimit', { coinname: 'EUR' })).json.data[kind] as string;

test.each(['0.50', '0.99', '100'])(
  'wallet → IBAN and back at %s EUR: the fee and total previewed are the ones posted',
  async (amount) => {
    const { token, ids, house } = await customer(h);
    const fees = await house('fees', 'EUR');
    for (const [path, from, to] of [
      ['user/account/transfer-wallet-to-account', ids.eur, ids.ibanEur],
      ['user/account/transfer-account-to-wallet', ids.ibanEur, ids.eur],
    ] as const) {
      const preview = feeAndTotal(amount, await feePercent(token, 'internalTransferFees'), 'EUR');
      const posted = await books(h, [from, to, fees]);
      const res = await post(h, token, path, { transfer_currency: 'EUR', transfer_amount: amount });
      const charged = await refusedOr(res, async () => {
        const moved = await posted();
        return { amount: moved(to, 2), fee: moved(fees, 2), total: moved(from, 2).replace('-', '') };
      });
      expect(charged).toEqual(preview);
    }
    // The case: 1 % of 0.50 EUR is previewed as the one cent the server takes.
    if (amount === '0.50') expect(feeAndTotal(amount, '1', 'EUR').fee).toBe('0.01');
  },
);

test.each(['0.50', '10', '10.99', '100', '100.01'])(
  'IBAN → external IBAN at %s EUR: preview = posted once completed',
  async (amount) => {
    const { user, token, ids, house } = await customer(h);
    const [fees, external] = [await house('fees', 'EUR'), await house('external', 'EUR')];
    const preview = feeAndTotal(amount, await feePercent(token, 'withdrawalFees'), 'EUR');
    const posted = await books(h, [ids.ibanEur, fees, external]);
    const res = await post(h, token, 'user/account/withdrawal-account-to-external-account', {
      beneficiary_iban_number: 'DE89370400440532013000',
      withdrawal_amount: amount,
      withdrawal_currency: 'EUR',
    });
    const charged = await refusedOr(res, async () => {
      const [row] = await h.database.db
        .select()
        .from(ibanTransactions)
        .where(eq(ibanTransactions.userId, user.id))
        .orderBy(desc(ibanTransactions.id));
      await withdrawalCommand.run(h.database.db, ['complete', 'iban', String(row!.id)]);
      const moved = await posted();
      return {
        amount: moved(external, 2),
        fee: moved(fees, 2),
        total: moved(ids.ibanEur, 2).replace('-', ''),
      };
    });
    // Outside [10, 100] the screen shows its preview but the server refuses: the limits say why.
    expect(charged).toEqual(
      Number(amount) < 10
        ? { refused: 'Minimum Amount is 10.00' }
        : Number(amount) > 100
          ? { refused: 'Maximum Amount is 100.00' }
          : preview,
    );
  },
);

test.each(['0.50', '0.99', '10', '10.99', '100'])(
  'outgoing wire at %s EUR: the checked amount and debit are posted once completed',
  async (amount) => {
    const { user, token, ids, house } = await customer(h);
    const [fees, external] = [await house('fees', 'EUR'), await house('external', 'EUR')];
    const check = await post(h, token, 'user/outgoingtransfer/outgoingwirecheck', wireBody(ids.eur, amount));
    const preview: Outcome = await refusedOr(check, () => ({
      amount: check.json.data.success_display_amount,
      total: check.json.data.success_display_debitamount,
    }));
    const posted = await books(h, [ids.eur, fees, external]);
    const res = await post(h, token, 'user/outgoingtransfer/outgoingwire', wireBody(ids.eur, amount));
    const charged = await refusedOr(res, async () => {
      const [row] = await h.database.db
        .select()
        .from(outgoingWires)
        .where(eq(outgoingWires.userId, user.id))
        .orderBy(desc(outgoingWires.id));
      await wireCommand.run(h.database.db, ['complete', String(row!.id)]);
      const moved = await posted();
      expect(moved(fees, 2)).toBe(feeAndTotal(amount, '2', 'EUR').fee);
      return { amount: moved(external, 2), total: moved(ids.eur, 2).replace('-', '') };
    });
    expect(charged).toEqual(preview);
    if (Number(amount) < 10) expect(preview).toEqual({ refused: 'Minimum Amount is 10.00' });
    else expect(preview).toHaveProperty('total');
  },
);

test.each(['0.50', '0.99', '1', '1.99', '10000'])(
  'internal transfer at %s USD: the checked fee and total are posted',
  async (amount) => {
    const { token, ids, peer, house } = await customer(h);
    const fees = await house('fees', 'USD');
    const body = {
      account: String(ids.usd),
      emailaddress: peer.email,
      amount,
      currancy: 'USD',
      message: 'x',
    };
    const check = await post(h, token, 'user/internaltransfer/fiatinternaltransfercheck', body);
    const preview: Outcome = await refusedOr(check, () => {
      const { amount: a, fee, total } = check.json.data;
      return { amount: a, fee, total };
    });
    const posted = await books(h, [ids.usd, ids.peerUsd, fees]);
    const res = await post(h, token, 'user/internaltransfer/fiatinternaltransfer', body);
    const charged = await refusedOr(res, async () => {
      const moved = await posted();
      return {
        amount: moved(ids.peerUsd, 2),
        fee: moved(fees, 2),
        total: moved(ids.usd, 2).replace('-', ''),
      };
    });
    expect(charged).toEqual(preview);
    if (Number(amount) < 1) expect(preview).toEqual({ refused: 'Minimum Amount is 1.00' });
    else expect(preview).toHaveProperty('fee');
  },
);

/** The BTC minimum the crypto screens read (getbaselimitcrypto). */
const btcMinimum = async (token: string) =>
  (await post(h, token, 'user/limits/getbaselimitcrypto', { coinname: 'BTC' })).json.data
    .mininternallimit as string;

test.each(['minimum', '0.00999999', '0.5'])(
  'crypto withdraw of %s BTC: the previewed debit, fees and credit are posted once completed',
  async (which) => {
    const { user, token, ids, house } = await customer(h);
    const amount = which === 'minimum' ? await btcMinimum(token) : which;
    const [fees, network, external] = [
      await house('fees', 'BTC'),
      await house('network', 'BTC'),
      await house('external', 'BTC'),
    ];
    const body = { crypto_wallet_id: String(ids.btc), withdraw_amount: amount };
    const check = await post(h, token, 'user/cryptoexchange/withdraw_preview', body);
    const preview: Outcome = await refusedOr(check, () => {
      const { debit_amount, fees: f, credit_amount } = check.json.data;
      return { debit: debit_amount, fees: f, credit: credit_amount };
    });
    const posted = await books(h, [ids.btc, fees, network, external]);
    const res = await post(h, token, 'user/cryptoexchange/withdrawsubmit', {
      ...body,
      withdraw_address: `0x${'a'.repeat(40)}`,
      networkchain: 'ERC20',
    });
    const charged = await refusedOr(res, async () => {
      const [row] = await h.database.db
        .select()
        .from(cryptoWithdrawals)
        .where(eq(cryptoWithdrawals.userId, user.id))
        .orderBy(desc(cryptoWithdrawals.id));
      await withdrawalCommand.run(h.database.db, ['complete', 'crypto', String(row!.id)]);
      const moved = await posted();
      return {
        debit: moved(ids.btc, 8).replace('-', ''),
        fees: fmt(dec(moved(fees, 8)).plus(moved(network, 8)), 8),
        credit: moved(external, 8),
      };
    });
    expect(charged).toEqual(preview);
    // At the minimum the fixed network fee and the site fee eat the whole amount: both refuse it alike.
    if (which === 'minimum')
      expect(preview).toEqual({ refused: expect.stringMatching(/does not cover the fees/) });
    else expect(preview).toHaveProperty('fees');
  },
);

test.each(['minimum', '0.00999999', '0.5'])(
  'crypto transfer of %s BTC to another customer: the amount shown is the amount moved, no fee',
  async (which) => {
    const { token, ids, peer } = await customer(h);
    const amount = which === 'minimum' ? await btcMinimum(token) : which;
    // No preview call exists: the screen shows the amount typed, in the coin's decimals.
    const preview = { sent: toCurrencyPlaces(amount, 'BTC'), received: toCurrencyPlaces(amount, 'BTC') };
    const posted = await books(h, [ids.btc, ids.peerBtc]);
    const res = await post(h, token, 'user/cryptoexchange/submitTransfer', {
      transfer_crypto: String(ids.btc),
      transfer_email: peer.email,
      transfer_amount: amount,
      transfer_wallet_address: 'x',
    });
    expect(res.json.code).toBe('200');
    const moved = await posted();
    expect({ sent: moved(ids.btc, 8).replace('-', ''), received: moved(ids.peerBtc, 8) }).toEqual(preview);
  },
);
