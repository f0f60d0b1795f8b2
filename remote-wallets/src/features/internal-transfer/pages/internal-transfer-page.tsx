import { WalletsPage } from '../../../lib/wallets-page';

/** Route page (see src/app/routes.ts). */
export const InternalTransferPage = () => <WalletsPage titleKey="fiatInternalTransfers" />;
