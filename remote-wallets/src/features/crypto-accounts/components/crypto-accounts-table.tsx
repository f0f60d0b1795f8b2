/** Dashboard widget and part of the page (see src/app/widgets.ts). */
export const CryptoAccountsTable = () => <section data-remote="wallets" data-widget="CryptoAccountsTable" />;
