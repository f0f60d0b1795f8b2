import { useIbanHistory } from '../api/get-iban-history';
import { IbanTransactions } from './iban-transactions';

/** The transactions of the selected IBAN account; remounted per currency so its filter starts empty. */
export const IbanHistorySection = ({ currency }: { currency: 'EUR' | 'USD' }) => {
  const history = useIbanHistory();
  return <IbanTransactions key={currency} currency={currency} rows={history.data?.[currency] ?? []} loading={history.isPending} />;
};
