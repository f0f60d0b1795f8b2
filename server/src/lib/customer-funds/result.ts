import { randomBytes } from 'node:crypto';
import { ApiError } from '../../http/api-error';
import { dec } from '../../ledger/index';

/** Business refusals of a money movement (limits, balance) answer the failure modal's fields instead of a
 * bare error: code non-200, data.error_display_amount / error_display_details. Other errors (ownership,
 * second factor, validation) stay plain envelopes. */
export const withFailureDisplay = async <T>(amount: string, run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && (error.code === '402' || error.code === '422')) {
      const details = error.code === '402' ? 'Not enough balance' : error.message;
      return {
        code: error.code,
        message: details,
        data: { error_display_amount: amount, error_display_details: details },
      } as T;
    }
    throw error;
  }
};

export const notEnoughBalance = () => new ApiError('402', 'Not enough balance');

/** Refuses when `amount` exceeds what is available (before the ledger would). */
export const requireAvailable = (availableAmount: string, amount: string): void => {
  if (dec(amount).gt(availableAmount)) throw notEnoughBalance();
};

/** A reference number shown to the customer and used as the ledger reference (unique per transaction). */
export const newReference = (prefix: string): string =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
