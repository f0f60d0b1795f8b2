import { toKycDisplay, translate } from '@portal/shared';

/** Approved / Pending / Rejected in the portal's language. */
export const kycStatusLabel = (status: string | null | undefined): string =>
  translate(`shared:status.${toKycDisplay(status).toLowerCase()}`);
