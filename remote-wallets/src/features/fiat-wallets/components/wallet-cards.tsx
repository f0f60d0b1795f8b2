import { useState } from 'react';
import { Loader, loadOnDemand, useUserAccounts, type FiatAccount, type FiatCurrency } from '@portal/shared';
import { useUserDetails } from '../../../lib/api/get-user-details';
import { TransferTypeModal } from './transfer-type-modal';
import { WalletCard } from './wallet-card';
import styles from './wallet-cards.module.css';

// The two form dialogs (react-hook-form's resolver, valibot, the money flow) load when first wanted, so the
// dashboard's widgets chunk carries none of it (issue 26); a pointer or focus on the cards fetches them ahead.
const AccountEmailModal = loadOnDemand(
  async () => (await import('./account-email-modal')).AccountEmailModal,
  null,
);
const WalletTransferModal = loadOnDemand(
  async () => (await import('./wallet-transfer-modal')).WalletTransferModal,
  null,
);
const preloadDialogs = () => {
  void AccountEmailModal.preload().catch(() => undefined); // a failed fetch is retried, and shown, on open
  void WalletTransferModal.preload().catch(() => undefined);
};

const CURRENCIES = ['EUR', 'USD'] as const;
const NO_ACCOUNTS: FiatAccount[] = [];

/** The EUR and USD virtual-wallet cards with their transfer and e-mail modals; dashboard widget and part of
 * /fiat (see src/app/widgets.ts). */
export const WalletCards = () => {
  const accountsQuery = useUserAccounts();
  const user = useUserDetails();
  const [typeFor, setTypeFor] = useState<FiatCurrency | null>(null);
  const [transferFor, setTransferFor] = useState<FiatCurrency | null>(null);
  const [emailFor, setEmailFor] = useState<FiatAccount | null>(null);
  const accounts = accountsQuery.data ?? NO_ACCOUNTS;
  const cryptoExchange = (user.data?.account_type ?? accounts[0]?.account_type) === 'CryptoExchange';

  return (
    <section data-remote="wallets" data-widget="WalletCards" aria-busy={accountsQuery.isPending || undefined}>
      {accountsQuery.isPending ? (
        <Loader />
      ) : (
        <div className={styles.cards} onPointerOver={preloadDialogs} onFocus={preloadDialogs}>
          {CURRENCIES.map((currency) => {
            const account = accounts.find((a) => a.account_currency_type === currency);
            return (
              <WalletCard
                key={currency}
                currency={currency}
                account={account}
                cryptoExchange={cryptoExchange}
                onTransfer={() => setTypeFor(currency)}
                onEmail={() => setEmailFor(account ?? null)}
              />
            );
          })}
        </div>
      )}
      <TransferTypeModal
        open={typeFor !== null}
        cryptoExchange={cryptoExchange}
        onClose={() => setTypeFor(null)}
        onWalletToIban={() => {
          setTransferFor(typeFor);
          setTypeFor(null);
        }}
      />
      {transferFor ? (
        <WalletTransferModal
          currency={transferFor}
          accounts={accounts}
          onClose={() => setTransferFor(null)}
        />
      ) : null}
      {emailFor ? <AccountEmailModal account={emailFor} onClose={() => setEmailFor(null)} /> : null}
    </section>
  );
};
