import { useCallback } from 'react';
import { maskCardNumber } from '../../../lib/cards/card-format';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import type { useCardAccounts } from '../api/get-user-account-by-cards';
import type { useWithdrawableCards } from '../api/get-user-cards-topup';
import type { TransferParties } from './use-transfer-flow';

type CardRow = NonNullable<ReturnType<typeof useWithdrawableCards>['data']>['data'][number];
type AccountRow = NonNullable<ReturnType<typeof useCardAccounts>['data']>[number];

/** Who the card → account review names: the chosen card (name, masked number) and the chosen account. */
export const useTransferParties = (
  card: CardRow | undefined,
  accounts: readonly AccountRow[] | undefined,
) => {
  const { t } = useCardsTranslation();
  return useCallback<TransferParties>(
    (typed) => {
      const account = accounts?.find((a) => String(a.account_id_pk) === typed.account_id);
      return {
        from: { name: card?.card_name ?? '', detail: maskCardNumber(card?.card_number) },
        to: {
          name: t('transferAccount.accountName', { currency: typed.currency }),
          detail: account?.account_number ?? '',
        },
      };
    },
    [t, accounts, card],
  );
};
