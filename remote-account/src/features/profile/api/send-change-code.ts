import { apiCall } from '@portal/shared';
import { endpoints } from '@portal/shared/contract';

/** Notes the change (add, or remove one), then sends the SMS code of the current factor that names it. */
export const sendChangeCode = async (change: { change: 'add' | 'remove'; id?: string }) => {
  await apiCall(endpoints['passkey.startChange'], { body: change });
  return apiCall(endpoints['auth.sendAndCheckOtp']);
};
