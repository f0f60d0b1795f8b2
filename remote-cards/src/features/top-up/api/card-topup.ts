import { endpoints } from '@portal/shared/contract';
import { apiCall } from '@portal/shared';
import type { TopupBody } from '../rules/topup-body';

type Codes = { authcode?: string; otp?: string };

/** The top-up from a fiat account or a crypto wallet (money-moving: one idempotency key per intent). */
export const cardTopup = (body: TopupBody, codes: Codes, idempotencyKey: string) =>
  body.select_crypto_account
    ? apiCall(endpoints['cards.cardTopupByCrypto'], {
        body: { ...body, select_crypto_account: body.select_crypto_account, ...codes },
        idempotencyKey,
      })
    : apiCall(endpoints['cards.cardTopup'], {
        body: {
          select_account: body.select_account,
          select_card: body.select_card,
          amount: body.amount,
          ...codes,
        },
        idempotencyKey,
      });
