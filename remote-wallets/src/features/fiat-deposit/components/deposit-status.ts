import type { DisplayStatus } from '@portal/shared';

/** Spec 02 §4: Pending (default), Completed, Failed. */
export const depositStatus = (raw: string | null | undefined): { tone: DisplayStatus; key: string } => {
  if (raw === 'Completed') return { tone: 'success', key: 'fiatDeposit.statusCompleted' };
  if (raw === 'Failed') return { tone: 'failed', key: 'fiatDeposit.statusFailed' };
  return { tone: 'pending', key: 'fiatDeposit.statusPending' };
};

export const DEPOSIT_DATE_FORMAT = 'MMMM D, YYYY hh:mm:ss A';
