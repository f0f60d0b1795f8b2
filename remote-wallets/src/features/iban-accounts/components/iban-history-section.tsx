import { IbanTransactions } from './iban-transactions';

/** The transactions of the selected IBAN account; remounted per currency so its filter starts empty. */
export const IbanHistorySection = ({ currency }: { currency: 'EUR' | 'USD' }) => (
  <IbanTransactions key={currency} currency={currency} />
);
