// This remote's French texts, fetched on demand (translations.ts).
import commonFr from '../locales/fr.json';
import cryptoAccountsFr from '../features/crypto-accounts/locales/fr.json';
import cryptoDepositFr from '../features/crypto-deposit/locales/fr.json';
import cryptoWithdrawFr from '../features/crypto-withdraw/locales/fr.json';
import fiatDepositFr from '../features/fiat-deposit/locales/fr.json';
import fiatWalletsFr from '../features/fiat-wallets/locales/fr.json';
import ibanAccountsFr from '../features/iban-accounts/locales/fr.json';
import internalTransferFr from '../features/internal-transfer/locales/fr.json';
import outgoingWireFr from '../features/outgoing-wire/locales/fr.json';

export const fr = {
  ...commonFr,
  fiatWallets: fiatWalletsFr,
  ibanAccounts: ibanAccountsFr,
  fiatDeposit: fiatDepositFr,
  outgoingWire: outgoingWireFr,
  internalTransfer: internalTransferFr,
  cryptoAccounts: cryptoAccountsFr,
  cryptoDeposit: cryptoDepositFr,
  cryptoWithdraw: cryptoWithdrawFr,
};
