import { isApiError, toast, translate } from '@portal/shared';

/** Spec 03 §8: on the cards calls a server refusal shows the server's message; a network or unexpected
 * failure shows 'Oops! Something went wrong' (not the generic text of the other screens). */
export const cardsErrorMessage = (failure: unknown): string =>
  isApiError(failure) && failure.kind === 'server' && failure.serverMessage
    ? failure.serverMessage
    : translate('shared:errors.oops');

export const toastCardsError = (failure: unknown): void => {
  toast.error(cardsErrorMessage(failure));
};
