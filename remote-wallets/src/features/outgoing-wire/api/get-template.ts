import { endpoints } from '@portal/shared/contract';
import { apiCall } from '@portal/shared';

/** A saved beneficiary, read when picked. */
export const getTemplate = async (templateId: string) =>
  (await apiCall(endpoints['outgoingTransfer.getFiatWithdrawDetails'], { params: { templateId } })).data;
