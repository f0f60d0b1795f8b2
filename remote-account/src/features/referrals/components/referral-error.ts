import { ApiError, errorMessage, toast, translate } from '@portal/shared';

/** Spec 01 §8: a referral call that fails on the network says "Oops! Something went wrong"; a server refusal
 * shows the server's message. */
export const referralErrorText = (error: unknown): string =>
  error instanceof ApiError && error.kind === 'network'
    ? translate('shared:errors.oops')
    : errorMessage(error);

export const showReferralError = (error: unknown) => {
  toast.error(referralErrorText(error));
};
