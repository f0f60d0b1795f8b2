import { isApiError } from '@portal/shared';
import { cardsErrorMessage } from '../card-errors';

/** The failure modal's fields of a card money move (spec 03 §8): the server's error_display_amount and
 * error_display_details when its refusal carries them, else the typed amount and the error message. */
export const moveFailure = (failure: unknown, typedAmount: string): { amount: string; details: string } => {
  const data = isApiError(failure)
    ? (
        failure.answer as
          { data?: { error_display_amount?: unknown; error_display_details?: unknown } } | undefined
      )?.data
    : undefined;
  return {
    amount: typeof data?.error_display_amount === 'string' ? data.error_display_amount : typedAmount,
    details:
      typeof data?.error_display_details === 'string'
        ? data.error_display_details
        : cardsErrorMessage(failure),
  };
};
