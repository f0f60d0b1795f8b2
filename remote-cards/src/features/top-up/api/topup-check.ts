import { endpoints } from '@portal/shared/contract';
import { apiCall } from '@portal/shared';
import type { TopupBody } from '../rules/topup-body';

/** The check call behind Continue: the 'Transaction Details' summary (amount, fee, debit, rate for crypto). */
export const topupCheck = (body: TopupBody) =>
  body.select_crypto_account
    ? apiCall(endpoints['cards.cardTopupByCryptoCheck'], {
        body: { ...body, select_crypto_account: body.select_crypto_account },
      })
    : apiCall(endpoints['cards.cardTopupCheck'], {
        body: { select_account: body.select_account, select_card: body.select_card, amount: body.amount },
      });
