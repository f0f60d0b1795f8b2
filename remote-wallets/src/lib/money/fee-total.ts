import { isPositiveDecimal } from '@portal/shared';
import { feeAndTotal } from '@portal/shared/contract';

/** Fee = `percent` % of the amount with the server's rule (cut to cents, at least one cent when a fee applies);
 * total = amount + fee. The same function the server charges with, so the preview is the charge. */
export const feeTotal = (amount: string, percent: string | null | undefined, currency: string) =>
  feeAndTotal(amount, percent ?? '0', currency);

/** Numeric and > 0 (what the amount fields accept). */
export const isValidAmount = (value: string | null | undefined): boolean => isPositiveDecimal(value?.trim());
