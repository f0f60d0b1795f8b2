import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { type Operation, verifySecondFactor } from '../../security/second-factor';

/** The codes a card money call carries (authcode/otp, as the legacy form names them) and its passkey answer. */
export type CardFactorBody = {
  authcode?: string | null;
  otp?: string | null;
  passkey?: string | null;
};

/** Every card money call (top-up by account or crypto, issuance fee) asks the `cardtopup` flow's factor
 * for its own operation, before its ledger transaction opens. */
export const verifyCardFactor = (
  db: Db,
  config: AppConfig,
  userId: number,
  body: CardFactorBody,
  operation: Operation,
): Promise<void> =>
  verifySecondFactor(db, {
    userId,
    flow: 'cardtopup',
    authCode: body.authcode,
    smsCode: body.otp,
    passkey: { answer: body.passkey, rp: config.passkey },
    operation,
    fields: { auth: 'authcode', sms: 'otp' },
  });
