import type { AnswerOf } from '@portal/shared/contract';
import type { getReferralRequestEndpoint } from '../api/get-referral-request';

export type ReferralRow = AnswerOf<typeof getReferralRequestEndpoint>['data'][number];
