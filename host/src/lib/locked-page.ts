/** Router state of a visit sent to /verify-your-account from a page locked until KYC approval (by the guard or
 * a locked menu link): the page asked for, which the KYC banner names. */
export type LockedState = { lockedPage: string };

export const lockedState = (path: string): LockedState => ({ lockedPage: path });

export const lockedPageOf = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && typeof (state as LockedState).lockedPage === 'string'
    ? (state as LockedState).lockedPage
    : undefined;
