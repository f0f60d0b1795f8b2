import { endpoints } from '@portal/shared/contract';
import { apiCall } from '@portal/shared';
import type { CardToAccountBody } from '../../../lib/contract-types';

/** Card → fiat account (money-moving: one idempotency key per intent). Called from the second-factor step. */
export const cardToAccount = (body: CardToAccountBody, idempotencyKey: string) =>
  apiCall(endpoints['cards.cardToAccount'], { body, idempotencyKey });
