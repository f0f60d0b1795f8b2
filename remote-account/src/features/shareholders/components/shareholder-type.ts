import type { AnswerOf } from '@portal/shared/contract';
import type { getAllCustomerEndpoint } from '../api/get-all-customer';

/** One row of the shareholder list as the contract types it. */
export type Shareholder = AnswerOf<typeof getAllCustomerEndpoint>['data'][number];
