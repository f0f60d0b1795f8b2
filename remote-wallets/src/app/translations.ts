// This remote's texts: common keys and page titles in src/locales, one file pair per feature (keys
// `<feature>.<key>`), so features never edit each other's files.
// French is fetched only by French visitors (translations-fr.ts); the host waits for it before showing this
// remote's code (remote-module-cache.ts), so French never flashes English.
import common from '../locales/en.json';
import cryptoAccounts from '../features/crypto-accounts/locales/en.json';
import cryptoDeposit from '../features/crypto-deposit/locales/en.json';
import cryptoWithdraw from '../features/crypto-withdraw/locales/en.json';
import fiatDeposit from '../features/fiat-deposit/locales/en.json';
import fiatWallets from '../features/fiat-wallets/locales/en.json';
import ibanAccounts from '../features/iban-accounts/locales/en.json';
import internalTransfer from '../features/internal-transfer/locales/en.json';
import outgoingWire from '../features/outgoing-wire/locales/en.json';

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
  fr: () => import('./translations-fr').then(({ fr }) => fr),
};
