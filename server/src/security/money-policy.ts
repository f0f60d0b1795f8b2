import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { kycRecords, users } from '../db/schema/index';
import { ApiError } from '../http/api-error';

/**
 * Who may call which money-moving endpoint: the same rules the portal's screens apply (spec 01 §2.3, §4
 * "Access redirects", §6; spec 02 §6; spec 03 §6), enforced by the server so a direct call cannot bypass them.
 */

/** Moves that leave the customer's own accounts (to another customer or outside the platform). */
export const LEAVES_OWN_ACCOUNTS = new Set([
  'internalTransfer.fiatInternalTransfer',
  'outgoingTransfer.outgoingWire',
  'account.withdrawalAccountToExternalAccount',
  'cryptoExchange.withdrawSubmit',
  'cryptoExchange.submitTransfer',
]);

/** A Bank account reaches only /iban-account, where the Transfer button is hidden: Withdrawal is all it has. */
const BANK_ALLOWED = new Set(['account.withdrawalAccountToExternalAccount']);
/** CryptoExchange: no fiat Deposit, no Virtual Wallet to IBAN, no /iban-account. */
const CRYPTO_EXCHANGE_REFUSED = new Set([
  'deposit.submitFundDeposit',
  'account.transferWalletToAccount',
  'account.transferAccountToWallet',
  'account.withdrawalAccountToExternalAccount',
]);

/** VIP customers (spec 01 §6): the Accounts, Crypto Exchange and Transactions menus are hidden, so are the moves
 * they lead to (/fiat, /crypto, /iban-account, /crypto-exchanges); the Card menu and its moves stay. */
const VIP_REFUSED = new Set([
  ...LEAVES_OWN_ACCOUNTS,
  'deposit.submitFundDeposit',
  'account.transferWalletToAccount',
  'account.transferAccountToWallet',
  'cryptoExchange.submitExchangeBuy',
  'cryptoExchange.submitExchangeSell',
  'cryptoExchange.swapSubmit',
]);

export const KYC_REQUIRED =
  'Your account is not verified yet. Please complete the verification (KYC) on Verify Your Account before moving money.';
export const NO_DASHBOARD = 'Please add all your shareholders (25%+ ownership) before using your accounts.';
export const NOT_FOR_ACCOUNT_TYPE = 'You do not have permission to view this resource';
export const DEMO_ONLY_OWN = 'The demo account can only move money between its own accounts.';
export const VIP_NOT_OFFERED = 'This service is not available for VIP accounts.';

export type MoneyActor = {
  accountType: string;
  isAccessDashboard: boolean;
  demoUser: boolean;
  kycStatus: string;
  vipUser?: string;
};

/** The rule itself, pure (table-tested): null when allowed, else the refusal message. */
export const moneyRefusal = (actor: MoneyActor, endpointId: string): string | null => {
  if (actor.kycStatus !== 'Approved') return KYC_REQUIRED;
  if (!actor.isAccessDashboard) return NO_DASHBOARD;
  if (actor.accountType === 'Bank' && !BANK_ALLOWED.has(endpointId)) return NOT_FOR_ACCOUNT_TYPE;
  if (actor.accountType === 'CryptoExchange' && CRYPTO_EXCHANGE_REFUSED.has(endpointId))
    return NOT_FOR_ACCOUNT_TYPE;
  if (actor.vipUser === 'Yes' && VIP_REFUSED.has(endpointId)) return VIP_NOT_OFFERED;
  if (actor.demoUser && LEAVES_OWN_ACCOUNTS.has(endpointId)) return DEMO_ONLY_OWN;
  return null;
};

/** Refuses (403) a money-moving call the user's KYC status, account type, VIP or demo status does not allow. */
export const assertMayMoveMoney = async (db: Executor, userId: number, endpointId: string): Promise<void> => {
  const [row] = await db
    .select({
      accountType: users.accountType,
      isAccessDashboard: users.isAccessDashboard,
      demoUser: users.demoUser,
      vipUser: users.vipUser,
      kycStatus: kycRecords.kycStatus,
    })
    .from(users)
    .leftJoin(kycRecords, eq(kycRecords.userId, users.id))
    .where(eq(users.id, userId));
  const refusal = row
    ? moneyRefusal({ ...row, kycStatus: row.kycStatus ?? 'Pending' }, endpointId)
    : KYC_REQUIRED;
  if (refusal) throw new ApiError('403', refusal, 403);
};
