import { isBank, isCryptoExchange, isKycApproved, isVip, type AccessUser } from '../../lib/access-user';

export type MenuLink = {
  kind: 'link';
  label: string;
  to: string;
  /** Path names that only mark it active (§2.4). */ marks?: string[];
  /** Until KYC is Approved (§2.3): the page it stands for; `to` is then /verify-your-account. */
  locked?: string;
};
export type MenuGroup = { kind: 'group'; label: string; items: (MenuLink | MenuGroup)[] };
export type MenuItem = MenuLink | MenuGroup;

// Spec 01 §2.3: these links lead to /verify-your-account unless the KYC status is Approved.
const KYC_LINKS = [
  '/iban-account',
  '/fiat',
  '/crypto',
  '/my-cards',
  '/top-up-card',
  '/top-up-transactions',
  '/card-usage-transactions',
  '/crypto-exchanges',
  '/fiat-transactions',
  '/crypto-transactions',
  '/refer',
];

const link = (label: string, to: string, marks?: string[]): MenuLink =>
  marks ? { kind: 'link', label, to, marks } : { kind: 'link', label, to };
const group = (label: string, items: (MenuItem | false)[]): MenuGroup | false => {
  const kept = items.filter((item): item is MenuItem => item !== false);
  return kept.length > 0 && { kind: 'group', label, items: kept };
};

/** The side menu of spec 01 §2.4 filtered by the rules of §6; labels are i18n keys of the host namespace. */
export const menuFor = (user: AccessUser): MenuItem[] => {
  const dash = user.is_access_dashboard;
  const bank = isBank(user);
  const vip = isVip(user);
  const shareholders = user.account === 'Corporate' && user.is_one_share_holder !== 'Yes' && !vip;
  const items: (MenuItem | false)[] = [
    dash && !bank && link('menu.dashboard', '/dashboard', ['task']),
    shareholders && link('menu.shareholders', '/customer-list'),
    dash &&
      !vip &&
      group('menu.accounts', [
        !isCryptoExchange(user) && link('menu.iban', '/iban-account'),
        !bank &&
          link('menu.fiat', '/fiat', [
            'my-wallet',
            'fiat-incoming-transfers',
            'fiat-outgoing-transfers',
            'fiat-internal-transfers',
          ]),
        !bank &&
          link('menu.crypto', '/crypto', ['wallets-deposit-transaction', 'wallets-withdrawal-transaction']),
      ]),
    dash &&
      !bank &&
      group('menu.card', [
        link('menu.myCards', '/my-cards', [
          'cards-center',
          'request-card',
          'physical-card',
          'virtual-card',
          'card-settings',
          'transfer-account',
          'my-cards-transactions',
        ]),
        link('menu.topUpCard', '/top-up-card'),
        group('menu.cardTransactions', [
          link('menu.topUpTransactions', '/top-up-transactions'),
          link('menu.usageTransactions', '/card-usage-transactions'),
        ]),
      ]),
    !vip && !bank && link('menu.cryptoExchange', '/crypto-exchanges'),
    !vip &&
      !bank &&
      group('menu.transactions', [
        link('menu.fiatTransactions', '/fiat-transactions', [
          'transactions',
          'transactions-details',
          'invoices',
        ]),
        link('menu.cryptoTransactions', '/crypto-transactions'),
      ]),
    vip && user.tier === 2 && link('menu.referral', '/refer'),
    dash && link('menu.activityLogs', '/users-activity-logs'),
    dash && link('menu.news', '/news', ['news-details']),
  ];
  const kept = items.filter((item): item is MenuItem => item !== false);
  return isKycApproved(user) ? kept : kept.map(gateKyc);
};

const gateKyc = (item: MenuItem): MenuItem =>
  item.kind === 'group'
    ? { ...item, items: item.items.map(gateKyc) }
    : KYC_LINKS.includes(item.to)
      ? { ...item, to: '/verify-your-account', locked: item.to }
      : item;

/** Active when the first path segment is the link's own or one of its marking names. A locked link is never
 * the current page: it only leads to Verify Your Account (decision 147). */
export const isMenuLinkActive = (item: MenuLink, pathname: string): boolean =>
  !item.locked && standsFor(item.to, item.marks, pathname);

const standsFor = (to: string, marks: string[] | undefined, pathname: string): boolean => {
  const first = pathname.split('/')[1] ?? '';
  return to === `/${first}` || (marks ?? []).includes(first);
};

const hasLocked = (item: MenuItem): boolean =>
  item.kind === 'group' ? item.items.some(hasLocked) : Boolean(item.locked);

/** The menu's top-level entries holding a locked link (labels as i18n keys, in menu order): what the KYC banner
 * names as locked. */
export const lockedAreas = (items: MenuItem[]): string[] => items.filter(hasLocked).map((item) => item.label);

/** The label key of the locked link standing for `path` (a page the customer was sent away from, its sub-pages
 * included: /card-settings/7 is My Cards), if any. */
export const lockedLabelOf = (items: MenuItem[], path: string | undefined): string | undefined => {
  if (!path) return undefined;
  return flattenMenu(items).find((item) => item.locked && standsFor(item.locked, item.marks, path))?.label;
};

export const flattenMenu = (items: MenuItem[]): MenuLink[] =>
  items.flatMap((item) => (item.kind === 'group' ? flattenMenu(item.items) : [item]));
