import { endpoints } from '@portal/shared/contract';
import { apiCall, useApiMutation } from '@portal/shared';
import type { BodyOf } from '@portal/shared/contract';

const endpoint = endpoints['cryptoExchange.submitTransfer'];

export const useSubmitTransfer = () => useApiMutation(endpoint);

/** The preview (moves nothing): the server binds the SMS code it sends next to this amount and payee, and the
 * SMS names both. Called before the second-factor step. */
export const checkTransfer = (body: BodyOf<typeof endpoint>) =>
  apiCall(endpoints['cryptoExchange.submitTransferCheck'], { body });
