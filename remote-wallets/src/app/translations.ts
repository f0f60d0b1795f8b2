// This remote's texts: common keys and page titles in src/locales, one file pair per feature (keys
// `<feature>.<key>`), so features never edit each other's files.
import common from '../locales/en.json';
import commonFr from '../locales/fr.json';
import cryptoAccounts from '../features/crypto-accounts/locales/en.json';
import cryptoAccountsFr from '../features/crypto-accounts/locales/fr.json';
import cryptoDeposit from '../features/crypto-deposit/locales/en.json';
import cryptoDepositFr from '../features/crypto-deposit/locales/fr.json';
import cryptoWithdraw from '../features/crypto-withdraw/locales/en.json';
import cryptoWithdrawFr from '../features/crypto-withdraw/locales/fr.json';
import fiatDeposit from '../features/fiat-deposit/locales/en.json';
import fiatDepositFr from '../features/fiat-deposit/locales/fr.json';
import fiatWallets from '../features/fiat-wallets/locales/en.json';
import fiatWalletsFr from '../features/fiat-wallets/locales/fr.json';
import ibanAccounts from '../features/iban-accounts/locales/en.json';
import ibanAccountsFr from '../features/iban-accounts/locales/fr.json';
import internalTransfer from '../features/internal-transfer/locales/en.json';
import internalTransferFr from '../features/internal-transfer/locales/fr.json';
import outgoingWire from '../features/outgoing-wire/locales/en.json';
import outgoingWireFr from '../features/outgoing-wire/locales/fr.json';

export const translations = {
  en: {
    ...common,
    fiatWallets,
    ibanAccounts,
    fiatDeposit,
    outgoingWire,
    internalTransfer,
    cryptoAccounts,
    cryptoDeposit,
    cryptoWithdraw,
  },
  fr: {
    ...commonFr,
    fiatWallets: fiatWalletsFr,
    ibanAccounts: ibanAccountsFr,
    fiatDeposit: fiatDepositFr,
    outgoingWire: outgoingWireFr,
    internalTransfer: internalTransferFr,
    cryptoAccounts: cryptoAccountsFr,
    cryptoDeposit: cryptoDepositFr,
    cryptoWithdraw: cryptoWithdrawFr,
  },
};
