import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { modesOf } from '../../security/second-factor';
import { cryptoWalletsOf, fiatAccountsOf } from '../../lib/customer-funds/owned';
import { available } from '../../lib/customer-funds/wire';
import { buySellRows, swapRows } from './rows';

export const getAllCryptoExchangeHandler = defineHandler(
  endpoints['cryptoExchange.getAllCryptoExchange'],
  async ({ db, userId }) => {
    const modes = await modesOf(db, userId);
    const accounts = (await fiatAccountsOf(db, userId)).map((a) => ({
      account_id_pk: String(a.id),
      account_currency_type: a.currency,
      account_balance: a.balance,
      available_balance: available(a),
      account_name: a.name,
      account_number: a.accountNumber,
    }));
    const wallets = (await cryptoWalletsOf(db, userId)).map((w) => ({
      crypto_wallet_id: String(w.id),
      crypto_id: String(w.cryptoId ?? ''),
      coin_code: w.currency,
      wallet_address: w.walletAddress,
      network: w.network,
      wallet_balance: w.balance,
      total_available: available(w),
      total_unavailable: w.held,
      wallet_address_status: w.walletAddressStatus,
    }));
    return ok({
      accounts,
      usercryptowallet: wallets,
      buyselltra: await buySellRows(db, userId),
      swaptra: await swapRows(db, userId),
      buyotp: modes.buyotp,
      sellotp: modes.sellotp,
      swapotp: modes.swapotp,
    });
  },
);
