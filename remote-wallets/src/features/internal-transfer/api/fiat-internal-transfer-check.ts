import { endpoints } from '@portal/shared/contract';
import { apiCall } from '@portal/shared';
import type { FiatInternalTransferBody } from '../../../lib/contract-types';

/** The preview of a transfer (moves nothing): the server records amount and payee, so the SMS code sent next
 * names them and is bound to them (dynamic linking). Called before the second-factor step. */
export const checkInternalTransfer = (body: FiatInternalTransferBody) =>
  apiCall(endpoints['internalTransfer.fiatInternalTransferCheck'], { body });
