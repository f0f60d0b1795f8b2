import { accountSecurityEndpoints } from './account-security';
import { authEndpoints } from './auth';
import { cardsEndpoints } from './cards';
import { contentEndpoints } from './content';
import { cryptoEndpoints } from './crypto';
import { devEndpoints } from './dev';
import { exchangeEndpoints } from './exchange';
import { kycProfileEndpoints } from './kyc-profile';
import { passkeyEndpoints } from './passkeys';
import { listsEndpoints } from './lists';
import { shellEndpoints } from './shell';
import { statementsEndpoints } from './statements';
import { walletsEndpoints } from './wallets';

/** Every call of the three specs, keyed by endpoint id (the key equals the definition's `id`). */
export const endpoints = {
  ...authEndpoints,
  ...shellEndpoints,
  ...devEndpoints,
  ...walletsEndpoints,
  ...cryptoEndpoints,
  ...cardsEndpoints,
  ...exchangeEndpoints,
  ...listsEndpoints,
  ...contentEndpoints,
  ...kycProfileEndpoints,
  ...accountSecurityEndpoints,
  ...statementsEndpoints,
  ...passkeyEndpoints,
} as const;

export type EndpointId = keyof typeof endpoints;

export {
  accountSecurityEndpoints,
  authEndpoints,
  cardsEndpoints,
  contentEndpoints,
  cryptoEndpoints,
  devEndpoints,
  exchangeEndpoints,
  kycProfileEndpoints,
  passkeyEndpoints,
  listsEndpoints,
  shellEndpoints,
  statementsEndpoints,
  walletsEndpoints,
};
