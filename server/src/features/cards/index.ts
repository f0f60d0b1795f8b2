import type { AnyHandler } from '../../http/handler';
import { accountTopupHandler } from './account-topup';
import { cardToAccountHandler } from './card-to-account';
import { cardTopupByCryptoCheckHandler } from './card-topup-by-crypto-check';
import { cardTopupByCryptoHandler } from './card-topup-by-crypto';
import { cardTopupCheckHandler } from './card-topup-check';
import { cardTopupHandler } from './card-topup';
import { freezeUnfreezeHandler } from './freeze-unfreeze';
import { getApproveCardDetailsHandler } from './get-approve-card-details';
import { getCardDetailsByIdHandler } from './get-card-details-by-id';
import { getCardDetailsHandler } from './get-card-details';
import { getCardsHandler } from './get-cards';
import { getUserAccountByCardsHandler } from './get-user-account-by-cards';
import { getUserCardsByAccountHandler } from './get-user-cards-by-account';
import { getUserCardsTopupHandler } from './get-user-cards-topup';
import { getUserCardsHandler } from './get-user-cards';
import { payCardFeesHandler } from './pay-card-fees';
import { submitPhysicalHandler } from './submit-physical';
import { submitVirtualHandler } from './submit-virtual';
import { updateCardLimitHandler } from './update-card-limit';
import { updateSmsAlertHandler } from './update-sms-alert';
import { updateWithAlertHandler } from './update-with-alert';
import { verify2faHandler } from './verify-2fa';

export const cardsHandlers: AnyHandler[] = [
  getUserCardsHandler,
  getApproveCardDetailsHandler,
  submitVirtualHandler,
  submitPhysicalHandler,
  verify2faHandler,
  getCardsHandler,
  getCardDetailsHandler,
  cardTopupCheckHandler,
  cardTopupByCryptoCheckHandler,
  cardTopupHandler,
  cardTopupByCryptoHandler,
  getUserCardsByAccountHandler,
  getUserAccountByCardsHandler,
  getUserCardsTopupHandler,
  accountTopupHandler,
  getCardDetailsByIdHandler,
  updateCardLimitHandler,
  updateSmsAlertHandler,
  updateWithAlertHandler,
  freezeUnfreezeHandler,
  cardToAccountHandler,
  payCardFeesHandler,
];
