import { decimalsFor } from '../../contract/money-rules';
import { formatCrypto, formatFiat } from '../../format/money';
import type { ReviewMoney } from './money-review';

/** The kit's formatters by currency: "$ "/"€ " with two decimals for fiat (spec 01 §9), 8 decimals and the code
 * for a coin (spec 02 §9). */
export const formatReviewMoney = ({ amount, currency }: ReviewMoney): string =>
  decimalsFor(currency) === 2 ? formatFiat(amount, currency) : formatCrypto(amount, currency);
