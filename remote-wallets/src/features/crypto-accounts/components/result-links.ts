import { useWalletsTranslation } from '../../../lib/use-wallets-translation';

/** Where the result modals of /crypto lead (spec 02 §2). */
export const useResultLinks = () => {
  const { t } = useWalletsTranslation();
  return [
    { to: '/dashboard', label: t('cryptoAccounts.links.dashboard') },
    { to: '/crypto-transactions', label: t('cryptoAccounts.links.cryptoTransactions') },
    { to: '/fiat-transactions', label: t('cryptoAccounts.links.fiatTransactions') },
    { to: '/fiat', label: t('cryptoAccounts.links.fiat') },
    { to: '/crypto', label: t('cryptoAccounts.links.crypto') },
  ];
};
