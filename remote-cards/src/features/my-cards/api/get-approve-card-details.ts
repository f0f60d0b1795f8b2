import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** The issuance fee of an Approved card: account number, amount and symbol, account id. */
export const useApproveCardDetails = (cardId: string | undefined) =>
  useApiQuery(
    endpoints['cards.getApproveCardDetails'],
    { body: { card_id: cardId ?? '' } },
    { select: (answer) => answer.data, enabled: !!cardId, staleTime: 0 },
  );
