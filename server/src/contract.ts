import * as contractModule from '@portal/shared/contract';

// The server's single entry to the shared contract. @portal/shared has no "type": "module", so under tsx
// its TypeScript is compiled as CommonJS and an ESM importer sees only `default`; under Jest (ESM) the
// named exports are there. Read whichever form arrived. Types: `import type … from '@portal/shared/contract'`.
type Contract = typeof contractModule;
const resolved: Contract = (contractModule as Contract & { default?: Contract }).default ?? contractModule;

export const {
  endpoints,
  API_PREFIX,
  SUCCESS_CODE,
  ACCESS_KEY_HEADER,
  REFRESH_TOKEN_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  TOKEN_INVALID_REFRESHING,
  TOKEN_MISSING_OR_INVALID,
  CONTRACT_VERSION,
  buildPath,
  // The money rules the previews use too (shared/src/contract/money-rules.ts).
  decimalsFor,
  fitsDecimals,
  toCurrencyPlaces,
  percentFee,
  feeAndTotal,
  networkFee,
  rangeIssue,
  yearlyRemaining,
  exceedsYearly,
  // Spec 01 §9's amounts, as the screens write them (shared/src/contract/money-format.ts).
  formatFiat,
  formatCrypto,
  // The coins the price feed quotes (shared/src/contract/schemas/prices.ts).
  PRICE_COINS,
  // Customer-written text in the provider's messages (shared/src/contract/customer-text.ts).
  isPersonName,
  isCompanyName,
  headerSafe,
} = resolved;
export type { AnswerOf, EndpointDefinition, EndpointId } from '@portal/shared/contract';
