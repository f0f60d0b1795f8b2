/** Dashboard widget and part of the page (see src/app/widgets.ts). */
export const FiatTransactionsTable = () => <section data-remote="wallets" data-widget="FiatTransactionsTable" />;
