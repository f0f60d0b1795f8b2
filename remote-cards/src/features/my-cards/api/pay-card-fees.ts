import { endpoints, type BodyOf } from '@portal/shared/contract';
import { apiCall } from '@portal/shared';

export type PayCardFeesBody = BodyOf<(typeof endpoints)['cards.payCardFees']>;

/** Pays the fee (money-moving: one idempotency key per intent). Called from the second-factor step. */
export const payCardFees = (body: PayCardFeesBody, idempotencyKey: string) =>
  apiCall(endpoints['cards.payCardFees'], { body, idempotencyKey });
