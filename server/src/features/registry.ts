import type { AnyHandler } from '../http/handler';
import { accountSecurityHandlers } from './account-security/index';
import { authHandlers } from './auth/index';
import { cryptoHandlers } from './crypto/index';
import { cardsHandlers } from './cards/index';
import { exchangeHandlers } from './exchange/index';
import { contentHandlers } from './content/index';
import { listsHandlers } from './lists/index';
import { devHandlers } from './dev/index';
import { kycProfileHandlers } from './kyc-profile/index';
import { passkeyHandlers } from './passkeys/index';
import { shellHandlers } from './shell/index';
import { statementsHandlers } from './statements/index';
import { walletsHandlers } from './wallets/index';

/** Every implemented endpoint. To add one: write features/<area>/<kebab-name>.ts with defineHandler, list it
 * in that area's index.ts (and the area here). Contract entries without a handler answer 501. */
export const handlers: AnyHandler[] = [
  ...authHandlers,
  ...shellHandlers,
  ...devHandlers,
  ...walletsHandlers,
  ...cryptoHandlers,
  ...cardsHandlers,
  ...exchangeHandlers,
  ...listsHandlers,
  ...contentHandlers,
  ...kycProfileHandlers,
  ...accountSecurityHandlers,
  ...statementsHandlers,
  ...passkeyHandlers,
];
