import { useExchangeTranslation } from '../../../lib/use-exchange-translation';

/** The success modal's links (spec 03 §2): New order, Dashboard, Transaction List. */
export const useResultLinks = () => {
  const { t } = useExchangeTranslation();
  return [
    { to: '/crypto-exchanges', label: t('cryptoExchange.result.newOrder') },
    { to: '/dashboard', label: t('cryptoExchange.result.dashboard') },
    { to: '/crypto-transactions', label: t('cryptoExchange.result.transactionList') },
  ];
};
