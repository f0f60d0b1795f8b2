import type { RemoteName } from '@portal/shared';

/** The user-details fields the dashboard composition depends on (spec 01 §2.7, §4). */
export type DashboardUser = {
  account: string;
  account_type: string;
  vip_user: string;
  tier: number;
  iban_form_status?: string | null;
};

export type DashboardWidget = { remote: RemoteName; name: string };

/** Spec 01 §4 / §9: the IBAN KYC modal opens 5000 ms after the dashboard loads. */
export const IBAN_KYC_DELAY_MS = 5000;

const WALLET_WIDGETS: DashboardWidget[] = [
  { remote: 'wallets', name: 'WalletCards' },
  { remote: 'wallets', name: 'FiatTransactionsTable' },
  { remote: 'wallets', name: 'CryptoAccountsTable' },
  { remote: 'exchange', name: 'BuySellTable' },
  { remote: 'exchange', name: 'SwapTable' },
];

/** The remotes whose widgets every dashboard shows (their code is fetched once the title is on screen). */
export const DASHBOARD_REMOTES: readonly RemoteName[] = [
  ...new Set(WALLET_WIDGETS.map((widget) => widget.remote)),
];

/** VIP referral box: only when vip_user is Yes and tier equals 1 (spec 01 §2.7, §6). */
export const showsReferralBox = (user: DashboardUser): boolean => user.vip_user === 'Yes' && user.tier === 1;

/** The widgets of "Virtual Wallets & Accounts", in order. The spec restricts only the referral box; wallet cards
 * fall back to masked placeholders and tables to "No Data Found" for customers without accounts. */
export const dashboardWidgets = (user: DashboardUser): DashboardWidget[] => [
  ...(showsReferralBox(user) ? [{ remote: 'account', name: 'ReferralLinkBox' } as const] : []),
  ...WALLET_WIDGETS,
];

/** Spec 01 §4: a Personal account whose account_type is not CryptoExchange, with iban_form_status not
 * Approved and vip_user No, gets the IBAN KYC modal automatically. */
export const opensIbanKycAutomatically = (user: DashboardUser): boolean =>
  user.account === 'Personal' &&
  user.account_type !== 'CryptoExchange' &&
  user.iban_form_status !== 'Approved' &&
  user.vip_user === 'No';
