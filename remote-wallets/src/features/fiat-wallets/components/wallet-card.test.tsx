import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { addAppTranslations, type FiatAccount } from '@portal/shared';
import { NAMESPACE } from '../../../app/namespace';
import { translations } from '../../../app/translations';
import { WalletCard } from './wallet-card';

addAppTranslations(NAMESPACE, translations);

const account = {
  account_id_pk: '26',
  account_number: '4100000180',
  account_currency_type: 'EUR',
  available_balance: '11586.40',
  account_type: 'Wallet',
  customer_name: 'Paula Martin',
} as FiatAccount;

const renderCard = (props: Partial<Parameters<typeof WalletCard>[0]>) =>
  render(
    <MemoryRouter>
      <WalletCard
        currency="EUR"
        cryptoExchange={false}
        onTransfer={() => undefined}
        onEmail={() => undefined}
        {...props}
      />
    </MemoryRouter>,
  );

describe('wallet card', () => {
  it('shows the available balance, the details, Deposit and Transfer', () => {
    renderCard({ account });
    expect(screen.getByText('€ 11,586.40')).toBeTruthy();
    expect(screen.getByText('4100000180')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/iban-account');
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeTruthy();
  });

  it('is a placeholder with 0.00 and masked details when there is no account', () => {
    renderCard({ account: undefined });
    expect(screen.getByText('€ 0.00')).toBeTruthy();
    expect(screen.getByText('**********')).toBeTruthy();
    expect(screen.queryByText('Wallet')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });

  it('offers Withdrawal instead of Deposit to CryptoExchange accounts', () => {
    renderCard({ account, cryptoExchange: true });
    expect(screen.getByRole('link', { name: 'Withdrawal' }).getAttribute('href')).toBe(
      '/fiat-outgoing-transfers',
    );
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
  });
});
