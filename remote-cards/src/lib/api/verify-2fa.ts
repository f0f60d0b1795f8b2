import { endpoints } from '@portal/shared/contract';
import { apiCall } from '@portal/shared';

/** Authenticator check of the CVV reveal; with card_id the answer carries that card's CVV (never cached). */
export const verifyCvvCode = (cardId: string, authcode: string) =>
  apiCall(endpoints['cards.verify2FA'], { body: { authcode, card_id: cardId } });

/** The same reveal confirmed with a passkey whose challenge was made for this card (contract 1.11). */
export const verifyCvvPasskey = (cardId: string, passkey: string) =>
  apiCall(endpoints['cards.verify2FA'], { body: { passkey, card_id: cardId } });
