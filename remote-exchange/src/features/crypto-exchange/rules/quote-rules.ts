import { isApiError } from '@portal/shared';

type QuoteFields = { quote_valid_seconds?: number; quote_expires_at?: string | null };

/** When the quote stops holding, on this browser's clock: now + its validity (the server's clock may differ, so
 * the validity is counted from the answer's arrival); else its expiry time; else no deadline (foreign server). */
export const quoteDeadline = (preview: QuoteFields, receivedAt: number): number | undefined => {
  if (preview.quote_valid_seconds !== undefined && Number.isFinite(preview.quote_valid_seconds))
    return receivedAt + preview.quote_valid_seconds * 1000;
  const at = preview.quote_expires_at ? Date.parse(preview.quote_expires_at) : Number.NaN;
  return Number.isFinite(at) ? at : undefined;
};

/** Whole seconds left (never below 0). */
export const secondsLeft = (deadline: number, now: number): number =>
  Math.max(0, Math.ceil((deadline - now) / 1000));

/** The server refused the submit because the quote expired (410): ask for a new price. */
export const isQuoteExpired = (failure: unknown): boolean =>
  isApiError(failure) && failure.kind === 'server' && failure.code === '410';
