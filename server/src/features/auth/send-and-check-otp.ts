import { endpoints } from '../../contract';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { sendOperationCode } from '../../security/pending-operation';

export const sendAndCheckOtpHandler = defineHandler(
  endpoints['auth.sendAndCheckOtp'],
  async ({ db, userId }) => {
    await sendOperationCode(db, userId);
    return done('OTP sent to your registered mobile number');
  },
);
