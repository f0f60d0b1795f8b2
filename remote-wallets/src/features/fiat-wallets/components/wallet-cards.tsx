/** Dashboard widget and part of the page (see src/app/widgets.ts). */
export const WalletCards = () => <section data-remote="wallets" data-widget="WalletCards" />;
