import type { DetailRow } from '../transaction-result/detail-rows';

/** An amount in its currency: a decimal string and a fiat code (USD, EUR) or a coin code (BTC …). */
export type ReviewMoney = { amount: string; currency: string };

/** Who pays or is paid: a name, and the account, IBAN, card, e-mail or address that identifies it. */
export type ReviewParty = { name: string; detail?: string };

/** The figures a review names; a flow may give a figure the label its spec writes ('Site Fee' …). */
export type ReviewLabel = 'amount' | 'fee' | 'total' | 'receives' | 'rate' | 'from' | 'to';

/**
 * What the customer sees before money moves, and again in the result (decision 142): the amount, the fee, the
 * total taken from the source, the source and the recipient; where the recipient is credited something else
 * (a fee taken from the amount, another currency) what arrives, and the rate. Texts already translated.
 */
export type MoneyReview = {
  amount: ReviewMoney;
  fee: ReviewMoney;
  /** What leaves the source in all (amount + fee, or the amount when the fee is taken from it). */
  total: ReviewMoney;
  /** What the recipient is credited when it is not the amount. */
  receives?: ReviewMoney;
  /** Already formatted ("1 BTC = $ 64,000.00"). */
  rate?: string;
  from: ReviewParty;
  to: ReviewParty;
  /** Other facts of the operation (message, network, card name), after the figures. */
  rows?: readonly DetailRow[];
  labels?: Partial<Record<ReviewLabel, string>>;
  /** A line under the figures (e.g. "Reviewed by our team before it is sent"). */
  note?: string;
};
