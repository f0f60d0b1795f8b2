import { endpoints } from '@portal/shared/contract';
import { apiCall } from '@portal/shared';

/** Authenticator check of the CVV reveal; with card_id the answer carries that card's CVV (never cached). */
export const verifyCvvCode = (cardId: string, authcode: string) =>
  apiCall(endpoints['cards.verify2FA'], { body: { authcode, card_id: cardId } });
