/** Display statuses: the badge colour and the translated label both derive from this. */
export type DisplayStatus = 'success' | 'pending' | 'failed';

const norm = (status: string | null | undefined): string => (status ?? '').trim().toLowerCase();

/** Transfer-like statuses: Completed (or Success) → success, Failed/Rejected/Declined/Cancel(l)ed → failed,
 * everything else (Pending, Processing, unknown) → pending. */
export const toDisplayStatus = (status: string | null | undefined): DisplayStatus => {
  const value = norm(status);
  if (value === 'completed' || value === 'success' || value === 'approved') return 'success';
  if (['failed', 'rejected', 'declined', 'canceled', 'cancelled'].includes(value)) return 'failed';
  return 'pending';
};

/** KYC display of spec 01 §4: Approved, Pending, anything else Rejected. */
export type KycDisplay = 'Approved' | 'Pending' | 'Rejected';
export const toKycDisplay = (status: string | null | undefined): KycDisplay => {
  const value = norm(status);
  if (value === 'approved') return 'Approved';
  if (value === 'pending') return 'Pending';
  return 'Rejected';
};

/** i18n key (shared namespace) of a display status. */
export const displayStatusKey = (status: DisplayStatus): string => `shared:status.${status}`;
